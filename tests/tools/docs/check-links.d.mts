export function markdownFiles(base?: string): string[];
export function headingAnchors(markdown: string): Set<string>;
export function linkTargets(markdown: string): { target: string; line: number }[];
export function brokenLinks(files?: string[], base?: string): string[];
