/** `dateOfBirth` → `date_of_birth`, per segment of a dotted path (`places.0.place`). */
export function toSnakeCasePath(path: string): string {
  return path
    .split('.')
    .map((segment) => segment.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))
    .join('.');
}
