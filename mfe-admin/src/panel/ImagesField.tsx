import { errorDescription, SessionEndedError } from '@manzil/api-client/admin';
import { MEDIA_LIMITS } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Badge, Button, Input, toast, vars } from '@manzil/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSession } from '../auth/session.ts';
import { Hint } from '../components/controls.tsx';
import { NS } from '../i18n/index.ts';
import { downscaleToJpeg, move } from '../lib/images.ts';
import { uploadImages } from '../lib/upload.ts';
import type { PropertyImageForm } from '../lib/validation.ts';

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${vars.space[3]};
  margin: ${vars.space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceAlt};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.skeleton};
  }

  input {
    min-height: 40px;
    font-size: ${vars.fontSize.sm};
  }
`;

const TileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  align-items: center;
`;

const Progress = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  margin-top: ${vars.space[3]};

  progress {
    width: 100%;
    height: 12px;
    accent-color: ${vars.color.primary};
  }
`;

const Picker = styled(TileActions)`
  gap: ${vars.space[2]};
`;

interface Pending {
  name: string;
  preview: string;
}

/**
 * Listing images (spec 5): pick several image files; each is downscaled in the browser to fit 1600x1200 as JPEG
 * 0.6, then uploaded to the media service with a progress bar; previews, alt texts, reorder and remove.
 */
export function ImagesField({
  value,
  onChange,
  onBusyChange,
}: {
  value: PropertyImageForm[];
  onChange: (images: PropertyImageForm[]) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const [pending, setPending] = useState<Pending[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [stage, setStage] = useState<'preparing' | 'uploading' | null>(null);

  useEffect(
    () => () => {
      for (const item of pending) URL.revokeObjectURL(item.preview);
    },
    [pending],
  );

  const pick = async (files: File[]) => {
    const images = files.filter((file) => file.type.startsWith('image/'));
    if (images.length < files.length) toast({ title: t('images.notImage'), tone: 'error' });
    if (!images.length) return;
    setPending(images.map((file) => ({ name: file.name, preview: URL.createObjectURL(file) })));
    onBusyChange?.(true);
    setStage('preparing');
    setProgress(0);
    try {
      const prepared = [];
      for (const file of images) {
        prepared.push({
          blob: await downscaleToJpeg(file),
          name: `${file.name.replace(/\.[^.]+$/, '')}.jpg`,
        });
      }
      setStage('uploading');
      const uploaded: PropertyImageForm[] = [];
      // The media service takes at most MEDIA_LIMITS.maxFiles per request.
      for (let start = 0; start < prepared.length; start += MEDIA_LIMITS.maxFiles) {
        const batch = prepared.slice(start, start + MEDIA_LIMITS.maxFiles);
        const answer = await uploadImages(batch, {
          token: useSession.getState().token,
          onProgress: (fraction) => setProgress((start + fraction * batch.length) / prepared.length),
        });
        for (const image of answer.images) {
          uploaded.push({ url: image.url, thumbUrl: image.thumbUrl, alt: '', altAr: '' });
        }
      }
      onChange([...latest.current, ...uploaded]);
      toast({ title: t('images.uploaded', { count: uploaded.length }), tone: 'success' });
    } catch (error) {
      if (error instanceof SessionEndedError) useSession.getState().expire();
      else toast({ title: t('images.uploadFailed'), description: errorDescription(error), tone: 'error' });
    } finally {
      setPending([]);
      setProgress(null);
      setStage(null);
      onBusyChange?.(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const update = (index: number, patch: Partial<PropertyImageForm>) =>
    onChange(value.map((image, i) => (i === index ? { ...image, ...patch } : image)));

  return (
    <div>
      <Picker>
        <label htmlFor={`${id}-files`}>{t('fields.images')}</label>
        <input
          ref={inputRef}
          id={`${id}-files`}
          type="file"
          accept="image/*"
          multiple
          disabled={stage !== null}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void pick(Array.from(event.target.files ?? []))}
        />
      </Picker>
      <Hint id={`${id}-hint`}>{t('images.hint')}</Hint>
      {progress !== null ? (
        <Progress>
          <label htmlFor={`${id}-progress`}>
            {stage === 'preparing'
              ? t('images.preparing')
              : t('images.uploading', { percent: Math.round(progress * 100) })}
          </label>
          <progress id={`${id}-progress`} max={1} value={stage === 'preparing' ? undefined : progress} />
        </Progress>
      ) : null}
      {value.length || pending.length ? (
        <Grid aria-label={t('fields.images')}>
          {value.map((image, index) => (
            <Tile key={image.url}>
              <img
                src={image.thumbUrl || image.url}
                alt={image.alt || t('images.number', { n: index + 1 })}
              />
              <TileActions>
                {index === 0 ? <Badge $tone="accent">{t('images.cover')}</Badge> : null}
                <Button
                  $variant="secondary"
                  $size="sm"
                  disabled={index === 0}
                  aria-label={t('images.moveEarlier', { n: index + 1 })}
                  onClick={() => onChange(move(value, index, index - 1))}
                >
                  {t('images.earlier')}
                </Button>
                <Button
                  $variant="secondary"
                  $size="sm"
                  disabled={index === value.length - 1}
                  aria-label={t('images.moveLater', { n: index + 1 })}
                  onClick={() => onChange(move(value, index, index + 1))}
                >
                  {t('images.later')}
                </Button>
                <Button
                  $variant="ghost"
                  $size="sm"
                  aria-label={t('images.remove', { n: index + 1 })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  {t('common.remove')}
                </Button>
              </TileActions>
              <Input
                aria-label={t('images.altEn', { n: index + 1 })}
                placeholder={t('images.altEnPlaceholder')}
                dir="ltr"
                lang="en"
                value={image.alt}
                onChange={(event) => update(index, { alt: event.target.value })}
              />
              <Input
                aria-label={t('images.altAr', { n: index + 1 })}
                placeholder={t('images.altArPlaceholder')}
                dir="rtl"
                lang="ar"
                value={image.altAr}
                onChange={(event) => update(index, { altAr: event.target.value })}
              />
            </Tile>
          ))}
          {pending.map((item) => (
            <Tile key={item.preview} aria-busy="true">
              <img src={item.preview} alt={item.name} style={{ opacity: 0.5 }} />
              <Hint>{item.name}</Hint>
            </Tile>
          ))}
        </Grid>
      ) : null}
    </div>
  );
}
