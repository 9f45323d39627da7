/** Adds a stylesheet's text to the page once, as `<style id>`: a later call with the same id does nothing. */
export function addStyleSheet(id: string, cssText: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = cssText;
  doc.head.append(style);
}
