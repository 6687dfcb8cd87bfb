// The `@ark/ui/hall` entry: the hall of fame tab's sections, on their own so the page loads them
// with the tab rather than with its first paint (docs/adr/0084-the-hall-on-the-page.md).
export { HallOfFame, type HallOfFameProps, type HallPaging } from './hall-of-fame';
