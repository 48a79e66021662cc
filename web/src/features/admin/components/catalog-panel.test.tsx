import type { TPart, TVehicle } from '@common/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { DashboardRoute } from '@/app/routes/dashboard-route';
import { adminMeRoute, bodiesOf, pressKey, requests } from '@/test/admin';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';

// The dashboard's Vehicles and Parts tabs for a signed-in admin: the lists every form reads (GET
// /api/vehicles, GET /api/parts), searched, at most 100 rows drawn, added and renamed. The fake
// server keeps the lists, so a list read again after a save has the change.

const CONFLICT = (message: string) => json({ statusCode: 409, code: 'CONFLICT', message }, 409);
/** The server's answer to a French name over 100 characters: the rule named on part_name_fr. */
const TOO_LONG_FR = () =>
  json(
    {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'The name can be at most 100 characters.',
      fields: { part_name_fr: 'catalogNameTooLong' },
    },
    400,
  );

function stubCatalog({
  vehicles = VEHICLES as TVehicle[],
  parts = PARTS as TPart[],
  more = {} as Parameters<typeof stubFetch>[0],
} = {}) {
  let vehicleList = vehicles;
  let partList = parts;
  const fetchMock = stubFetch({
    ...adminMeRoute(),
    'GET /api/vehicles': () => json(vehicleList),
    'GET /api/parts': () => json(partList),
    'GET /api/admin/reports': () => json({ reports: [], page: 1, has_more: false }),
    'POST /api/admin/vehicles': (_url, init) => {
      const { name } = JSON.parse(String(init?.body)) as { name: string };
      if (vehicleList.some((v) => v.name.toLowerCase() === name.toLowerCase())) {
        return CONFLICT('This vehicle already exists.');
      }
      const added = { id: 50, name };
      vehicleList = [...vehicleList, added];
      return json(added, 201);
    },
    'PUT /api/admin/vehicles/2': (_url, init) => {
      const { name } = JSON.parse(String(init?.body)) as { name: string };
      if (vehicleList.some((v) => v.id !== 2 && v.name.toLowerCase() === name.toLowerCase())) {
        return CONFLICT('This vehicle already exists.');
      }
      vehicleList = vehicleList.map((v) => (v.id === 2 ? { id: 2, name } : v));
      return json({ id: 2, name });
    },
    'POST /api/admin/parts': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Omit<TPart, 'id'>;
      if (body.part_name_fr.length > 100) return TOO_LONG_FR();
      if (partList.some((p) => p.part_name.toLowerCase() === body.part_name.toLowerCase())) {
        return CONFLICT('This part already exists.');
      }
      const added = { id: 60, ...body };
      partList = [...partList, added];
      return json(added, 201);
    },
    'PUT /api/admin/parts/8': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Omit<TPart, 'id'>;
      partList = partList.map((p) => (p.id === 8 ? { id: 8, ...body } : p));
      return json({ id: 8, ...body });
    },
    ...more,
  });
  const reads = (path: string) => requests(fetchMock).filter((r) => r === `GET ${path}`).length;
  const writes = () => requests(fetchMock).filter((r) => r.startsWith('POST') || r.startsWith('PUT'));
  return { fetchMock, reads, writes };
}

const renderTab = (tab: 'vehicles' | 'parts') =>
  renderRoutes([{ path: '/dashboard', element: <DashboardRoute /> }], `/dashboard?tab=${tab}`);

/** The names listed, in order. */
const rows = () =>
  [...document.querySelectorAll('[role="tabpanel"] ul > li')].map((li) => li.querySelector('p')?.textContent);
/** A row's inline rename field (named by aria-label). */
function renameField(name: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`input[aria-label="New name for ${name}"]`);
  if (!found) throw new Error(`No rename field for ${name}`);
  return found;
}
/** A part row's inline rename fields (its English and French names). */
const partField = (label: string) => {
  const found = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!found) throw new Error(`No field ${label}`);
  return found;
};
const englishField = (name: string) => partField(`English name of ${name}`);
const frenchField = (name: string) => partField(`French name of ${name}`);
const fieldError = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.className.includes('error'))?.textContent;

const many = (count: number): TVehicle[] =>
  Array.from({ length: count }, (_, i) => ({ id: 100 + i, name: `Maker - Model ${i + 1}` }));

describe('dashboard: vehicles', () => {
  it('lists GET /api/vehicles and the search narrows it', async () => {
    stubCatalog();
    await renderTab('vehicles');
    await waitFor(() => expect(rows()).toEqual(['Ford - F-150', 'Ford - Focus', 'Toyota - Corolla']));
    expect(bodyText()).toContain('3 vehicles');

    await typeInto(getByLabel('Search vehicles'), 'FORD');
    await waitFor(() => expect(rows()).toEqual(['Ford - F-150', 'Ford - Focus']));
    await typeInto(getByLabel('Search vehicles'), 'focus');
    await waitFor(() => expect(rows()).toEqual(['Ford - Focus']));
    await typeInto(getByLabel('Search vehicles'), 'Honda');
    await waitFor(() => expect(bodyText()).toContain('No vehicle matches.'));
    expect(rows()).toEqual([]);
    await typeInto(getByLabel('Search vehicles'), '');
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it("draws at most 100 rows and says 'Showing the first 100 of N matches' until a search narrows them", async () => {
    stubCatalog({ vehicles: many(150) });
    await renderTab('vehicles');
    await waitFor(() => expect(rows()).toHaveLength(100));
    expect(rows()[0]).toBe('Maker - Model 1');
    expect(rows()[99]).toBe('Maker - Model 100');
    expect(bodyText()).toContain('150 vehicles');
    expect(bodyText()).toContain('Showing the first 100 of 150 matches. Search to narrow them.');

    // 'Model 1' matches 1, 10-19 and 100-150: 62 names.
    await typeInto(getByLabel('Search vehicles'), 'Model 1');
    await waitFor(() => expect(rows()).toHaveLength(62));
    expect(bodyText()).not.toContain('Showing the first');
    await typeInto(getByLabel('Search vehicles'), 'Model 14');
    await waitFor(() => expect(rows()).toHaveLength(11));
  });

  it('counts the list in the page language (French: a no-break space between thousands)', async () => {
    stubCatalog({ vehicles: many(1668) });
    await renderRoutes([{ path: '/dashboard', element: <DashboardRoute /> }], '/fr/dashboard?tab=vehicles', {
      language: 'fr',
    });
    await waitFor(() => expect(rows()).toHaveLength(100));
    expect(bodyText()).toContain('Véhicules : 1 668');
    expect(bodyText()).toContain('Affichage des 100 premiers résultats sur 1 668.');
    // bodyText folds spaces: the raw text has the no-break space Intl writes.
    expect(document.body.textContent).toContain('1\u00a0668');
  });

  it('adds a vehicle with POST /api/admin/vehicles, reads the list again and shows it found', async () => {
    const { fetchMock, reads } = stubCatalog();
    await renderTab('vehicles');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(reads('/api/vehicles')).toBe(1);

    await typeInto(getByLabel('New vehicle'), 'Honda - Civic');
    await click(getByRole('button', 'Add'));
    await waitFor(() => expect(bodyText()).toContain('Honda - Civic was added.'));
    expect(bodiesOf(fetchMock, 'POST /api/admin/vehicles')).toEqual([{ name: 'Honda - Civic' }]);
    expect(getByLabel('New vehicle').value).toBe('');
    // The forms' list is read again, and the search shows the new one.
    await waitFor(() => expect(reads('/api/vehicles')).toBe(2));
    expect(getByLabel('Search vehicles').value).toBe('Honda - Civic');
    await waitFor(() => expect(rows()).toEqual(['Honda - Civic']));
    expect(bodyText()).toContain('4 vehicles');
  });

  it("says 'This vehicle already exists.' under the field on 409 and keeps the name", async () => {
    const { fetchMock, reads } = stubCatalog();
    await renderTab('vehicles');
    await waitFor(() => expect(rows()).toHaveLength(3));

    await typeInto(getByLabel('New vehicle'), 'ford - focus');
    await click(getByRole('button', 'Add'));
    await waitFor(() => expect(fieldError(getByLabel('New vehicle'))).toBe('This vehicle already exists.'));
    expect(getByLabel('New vehicle').getAttribute('aria-invalid')).toBe('true');
    expect(getByLabel('New vehicle').value).toBe('ford - focus');
    expect(bodiesOf(fetchMock, 'POST /api/admin/vehicles')).toEqual([{ name: 'ford - focus' }]);
    expect(reads('/api/vehicles')).toBe(1);
    expect(rows()).toHaveLength(3);

    // Typing again takes the sentence away.
    await typeInto(getByLabel('New vehicle'), 'ford - focus st');
    expect(bodyText()).not.toContain('This vehicle already exists.');
  });

  it("shows the server's sentence for a badly formed name", async () => {
    stubCatalog({
      more: {
        'POST /api/admin/vehicles': () =>
          json(
            {
              statusCode: 400,
              code: 'VALIDATION',
              message: 'Invalid request',
              fields: { name: 'vehicleNameInvalid' },
            },
            400,
          ),
      },
    });
    await renderTab('vehicles');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await typeInto(getByLabel('New vehicle'), 'Civic');
    await click(getByRole('button', 'Add'));
    await waitFor(() =>
      expect(fieldError(getByLabel('New vehicle'))).toBe(
        "Enter the vehicle as 'Manufacturer - Model', for example 'Honda - Civic'.",
      ),
    );
  });

  it('renames inline: Escape cancels, Enter saves with PUT /api/admin/vehicles/{id} and the list is read again', async () => {
    const { fetchMock, reads, writes } = stubCatalog();
    await renderTab('vehicles');
    await waitFor(() => expect(rows()).toHaveLength(3));

    await click(getByRole('button', 'Rename Ford - Focus'));
    const field = renameField('Ford - Focus');
    expect(field.value).toBe('Ford - Focus');
    expect(document.activeElement).toBe(field);
    await typeInto(field, 'Ford - Focus ST');
    await pressKey(field, 'Escape');
    expect(() => renameField('Ford - Focus')).toThrow();
    expect(rows()).toEqual(['Ford - F-150', 'Ford - Focus', 'Toyota - Corolla']);
    expect(writes()).toEqual([]);

    // Opened again, it starts from the current name.
    await click(getByRole('button', 'Rename Ford - Focus'));
    expect(renameField('Ford - Focus').value).toBe('Ford - Focus');
    await typeInto(renameField('Ford - Focus'), 'Ford - Focus ST');
    await pressKey(renameField('Ford - Focus'), 'Enter');
    await waitFor(() => expect(bodyText()).toContain('Renamed to Ford - Focus ST.'));
    expect(bodiesOf(fetchMock, 'PUT /api/admin/vehicles/2')).toEqual([{ name: 'Ford - Focus ST' }]);
    await waitFor(() => expect(rows()).toEqual(['Ford - F-150', 'Ford - Focus ST', 'Toyota - Corolla']));
    expect(reads('/api/vehicles')).toBe(2);
    expect(() => renameField('Ford - Focus')).toThrow();
  });

  it('keeps the inline field open with the reason when a rename is refused; Cancel closes it', async () => {
    const { reads } = stubCatalog();
    await renderTab('vehicles');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await click(getByRole('button', 'Rename Ford - Focus'));
    await typeInto(renameField('Ford - Focus'), 'Toyota - Corolla');
    await click(getByRole('button', 'Save'));
    await waitFor(() => expect(fieldError(renameField('Ford - Focus'))).toBe('This vehicle already exists.'));
    expect(renameField('Ford - Focus').value).toBe('Toyota - Corolla');
    expect(reads('/api/vehicles')).toBe(1);

    await click(getByRole('button', 'Cancel'));
    expect(() => renameField('Ford - Focus')).toThrow();
    expect(rows()).toEqual(['Ford - F-150', 'Ford - Focus', 'Toyota - Corolla']);
  });

  it('offers to try again when the list could not be loaded', async () => {
    let failing = true;
    stubCatalog({
      more: {
        'GET /api/vehicles': () =>
          failing ? json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500) : json(VEHICLES),
      },
    });
    await renderTab('vehicles');
    await waitFor(() => expect(bodyText()).toContain('The list could not be loaded.'));
    failing = false;
    await click(getByRole('button', 'Try again'));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});

describe('dashboard: parts', () => {
  it('lists GET /api/parts and the search narrows it', async () => {
    stubCatalog();
    await renderTab('parts');
    await waitFor(() => expect(rows()).toEqual(['Alternator', 'Brake Pads']));
    expect(bodyText()).toContain('2 parts');
    await typeInto(getByLabel('Search parts'), 'brake');
    await waitFor(() => expect(rows()).toEqual(['Brake Pads']));
    await typeInto(getByLabel('Search parts'), 'muffler');
    await waitFor(() => expect(bodyText()).toContain('No part matches.'));
  });

  it('shows each part’s French name under its English name, and the search finds either', async () => {
    stubCatalog();
    await renderTab('parts');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(bodyText()).toContain('Plaquettes de frein');
    await typeInto(getByLabel('Search parts'), 'plaquettes');
    await waitFor(() => expect(rows()).toEqual(['Brake Pads']));
  });

  it('adds a part with POST /api/admin/parts {part_name, part_name_fr}, and refuses one that exists', async () => {
    const { fetchMock, reads } = stubCatalog();
    await renderTab('parts');
    await waitFor(() => expect(rows()).toHaveLength(2));

    await typeInto(getByLabel('New part, in English'), 'Wiper Motor');
    await typeInto(getByLabel('Its name in French'), "Moteur d'essuie-glace");
    await click(getByRole('button', 'Add'));
    await waitFor(() => expect(bodyText()).toContain('Wiper Motor was added.'));
    await waitFor(() => expect(reads('/api/parts')).toBe(2));
    await waitFor(() => expect(rows()).toEqual(['Wiper Motor']));
    expect(bodyText()).toContain("Moteur d'essuie-glace");
    expect(getByLabel('Search parts').value).toBe('Wiper Motor');
    expect(getByLabel('Its name in French').value).toBe('');

    await typeInto(getByLabel('New part, in English'), 'alternator');
    await typeInto(getByLabel('Its name in French'), 'Alternateur');
    await click(getByRole('button', 'Add'));
    await waitFor(() =>
      expect(fieldError(getByLabel('New part, in English'))).toBe('This part already exists.'),
    );
    expect(bodiesOf(fetchMock, 'POST /api/admin/parts')).toEqual([
      { part_name: 'Wiper Motor', part_name_fr: "Moteur d'essuie-glace" },
      { part_name: 'alternator', part_name_fr: 'Alternateur' },
    ]);
    expect(reads('/api/parts')).toBe(2);
  });

  it('asks for the French name before sending, and shows the server’s refusal of it beside it', async () => {
    const { fetchMock } = stubCatalog();
    await renderTab('parts');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await typeInto(getByLabel('New part, in English'), 'Muffler');
    await click(getByRole('button', 'Add'));
    await waitFor(() =>
      expect(fieldError(getByLabel('Its name in French'))).toBe("Enter the part's name in French."),
    );
    expect(bodiesOf(fetchMock, 'POST /api/admin/parts')).toEqual([]);

    await typeInto(getByLabel('Its name in French'), 'S'.repeat(101));
    await click(getByRole('button', 'Add'));
    await waitFor(() =>
      expect(fieldError(getByLabel('Its name in French'))).toBe('The name can be at most 100 characters.'),
    );
    expect(fieldError(getByLabel('New part, in English'))).toBeUndefined();
  });

  it('renames a part with PUT /api/admin/parts/{id} {part_name, part_name_fr}: the French name is kept', async () => {
    const { fetchMock, reads } = stubCatalog();
    await renderTab('parts');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await click(getByRole('button', 'Rename Brake Pads'));
    expect(frenchField('Brake Pads').value).toBe('Plaquettes de frein');
    await typeInto(englishField('Brake Pads'), 'Brake Pads (front)');
    await pressKey(englishField('Brake Pads'), 'Enter');
    await waitFor(() => expect(rows()).toEqual(['Alternator', 'Brake Pads (front)']));
    expect(bodiesOf(fetchMock, 'PUT /api/admin/parts/8')).toEqual([
      { part_name: 'Brake Pads (front)', part_name_fr: 'Plaquettes de frein' },
    ]);
    expect(reads('/api/parts')).toBe(2);
    expect(bodyText()).toContain('Renamed to Brake Pads (front).');
    expect(bodyText()).toContain('Plaquettes de frein');
  });

  it('renames a part’s French name too, and refuses an empty one', async () => {
    const { fetchMock } = stubCatalog();
    await renderTab('parts');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await click(getByRole('button', 'Rename Brake Pads'));
    await typeInto(frenchField('Brake Pads'), ' ');
    await pressKey(frenchField('Brake Pads'), 'Enter');
    await waitFor(() =>
      expect(fieldError(frenchField('Brake Pads'))).toBe("Enter the part's name in French."),
    );
    await typeInto(frenchField('Brake Pads'), 'Plaquettes de frein avant');
    await pressKey(frenchField('Brake Pads'), 'Enter');
    await waitFor(() => expect(bodyText()).toContain('Plaquettes de frein avant'));
    expect(bodiesOf(fetchMock, 'PUT /api/admin/parts/8')).toEqual([
      { part_name: 'Brake Pads', part_name_fr: 'Plaquettes de frein avant' },
    ]);
  });
});
