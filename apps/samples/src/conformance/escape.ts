// Text made safe for the conformance report's HTML (element content and quoted attribute values).
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
