#!/bin/sh
# Regenerates the hero video (spec 2: looping muted background) from scratch: a sunset sky gradient, a slowly
# setting sun and an Abu Dhabi-like waterfront skyline drawn as SVG (rendered with sharp), played forward and
# backward so the loop has no seam. Our own work, no third-party footage. Needs ffmpeg (Debian package) and
# the repository's node_modules (sharp).  Usage: sh services/content/assets/make-hero-video.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
cd "$work"
node "$here/render-skyline.mjs"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=1280x720:d=5:r=24:c0=0x0B2A40:c1=0xD9985A:x0=640:y0=0:x1=640:y1=640:nb_colors=2:speed=0.004" \
  -loop 1 -framerate 24 -t 5 -i sun.png -loop 1 -framerate 24 -t 5 -i skyline.png \
  -filter_complex "[0:v]format=rgba[bg];[1:v]format=rgba[sun];[bg][sun]overlay=x=700+t*5:y=210+t*9[a];[2:v]format=rgba[sky];[a][sky]overlay=0:0,scale=960:540,format=yuv420p,split[f][r0];[r0]reverse[r];[f][r]concat=n=2:v=1:a=0[out]" \
  -map "[out]" -t 10 -c:v libx264 -crf 28 -preset slow -movflags +faststart -an "$here/hero.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$here/hero.mp4" -c:v libvpx-vp9 -crf 42 -b:v 0 -an "$here/hero.webm"
ffmpeg -hide_banner -loglevel error -y -i "$here/hero.mp4" -ss 0 -frames:v 1 -q:v 6 "$here/hero-poster.jpg"
rm -rf "$work"
ls -la "$here"/hero*
