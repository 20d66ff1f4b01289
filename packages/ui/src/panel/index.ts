// `@manzil/ui/panel`: the blocks pages are made of (a bordered panel with its title, a segmented control), in an
// entry of its own, outside the shell's start-up.
export { Panel, type PanelProps } from './Panel.ts';
export { SegmentedControl } from './SegmentedControl.ts';
