import type { Locator } from 'playwright-core';

/** A text field narrower than this shows a letter or two of what it holds. */
export const FIELD_MIN = 120;

/**
 * What a person would see squeezed or cut in `root` (a dialog, or a whole page): each form field
 * (the box around an input, a text area, a select or a date picker's sections) narrower than
 * `min`, the page scrolling sideways, and a list (the box `src/ui/list/listRoom.ts` names `lista`)
 * scrolling sideways or with a row's menu outside the window: on a phone the rows and their actions
 * are read without scrolling sideways. `caixas` adds every box inside `root` that scrolls
 * sideways: a dialog has no room to spare, while a page's wide table or row of tabs scrolls by design.
 */
export const squeezed = (root: Locator, min: number = FIELD_MIN, { caixas = true } = {}): Promise<string[]> =>
  root.evaluate(
    (root, { min, caixas }) => {
      const problems: string[] = [];
      const fields = [...root.querySelectorAll<HTMLElement>('input, textarea, select')].filter(
        (field) =>
          !['hidden', 'radio', 'checkbox'].includes((field as HTMLInputElement).type) &&
          field.getClientRects().length > 0 &&
          getComputedStyle(field).visibility !== 'hidden',
      );
      for (const field of fields) {
        // A date field's input is hidden inside the box of its day, month and year sections; a
        // select's, beside the button that carries its name.
        const box = field.closest<HTMLElement>('.MuiInputBase-root, .MuiPickersInputBase-root') ?? field;
        const width = box.getBoundingClientRect().width;
        const name = field.getAttribute('name') ?? box.querySelector('[aria-label]')?.getAttribute('aria-label') ?? field.id;
        if (width < min) problems.push(`${name}: ${Math.round(width)} px`);
      }
      const page = document.scrollingElement ?? document.documentElement;
      if (page.scrollWidth > page.clientWidth) problems.push(`a página rola de lado: ${page.scrollWidth} px em ${page.clientWidth}`);
      const lista = (box: HTMLElement | null): HTMLElement | null =>
        !box || getComputedStyle(box).containerName.split(' ').includes('lista') ? box : lista(box.parentElement);
      const lists = new Set([...root.querySelectorAll<HTMLElement>('table, [role="table"]')].map(lista).filter((box) => box !== null));
      for (const list of lists) {
        if (list.scrollWidth > list.clientWidth) problems.push(`a lista rola de lado: ${list.scrollWidth} px em ${list.clientWidth}`);
        const menus = [...list.querySelectorAll<HTMLElement>('[role="row"] [aria-haspopup="menu"], tr [aria-haspopup="menu"]')];
        const out = menus.filter((menu) => {
          const { left, right } = menu.getBoundingClientRect();
          return left < 0 || right > page.clientWidth;
        });
        if (out.length > 0) problems.push(`${out.length} de ${menus.length} menus de linha fora da tela, como ${out[0]!.getAttribute('aria-label')}`);
      }
      if (!caixas) return problems;
      for (const box of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
        if (/auto|scroll/.test(getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth) {
          problems.push(`${box.getAttribute('class')?.split(' ')[0] ?? box.tagName} rola de lado: ${box.scrollWidth} px em ${box.clientWidth}`);
        }
      }
      return problems;
    },
    { min, caixas },
  );
