import type { Db } from '../../db/client';
import {
  type CategoryJson,
  type ColourJson,
  type HomeProductIdsRow,
  type HomeProductRow,
  type ListingProductIdsRow,
  type ListingProductRow,
  listDirectory,
} from './catalogue.repository';
import { RevisionMemo } from './revision-memo';

type Directory = { categories: ReadonlyMap<string, CategoryJson>; colours: ReadonlyMap<string, ColourJson> };

/**
 * The shop's categories and colours by id, read once per catalogue revision
 * and shared by every listing, search and home tile: a tile's statement
 * gives their ids, and building their JSON again for every row of every page
 * cost PostgreSQL more than the rest of the page (decision 019).
 *
 * The revision is read before the tiles, so a tile may name a category made
 * since (created and given a product in between): then the directory is read
 * again for that request and not kept.
 */
export class CatalogueDirectory {
  private readonly memo = new RevisionMemo<Directory>(1);

  constructor(private readonly db: Db) {}

  async listingRows(revision: number, rows: ListingProductIdsRow[]): Promise<ListingProductRow[]> {
    const directory = await this.at(
      revision,
      rows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])),
      [],
    );
    return rows.map(({ categoryId, ...row }) => ({ ...row, category: (categoryId && directory.categories.get(categoryId)) || null }));
  }

  async homeRows(revision: number, rows: HomeProductIdsRow[]): Promise<HomeProductRow[]> {
    const directory = await this.at(
      revision,
      rows.flatMap((r) => r.categoryIds),
      rows.flatMap((r) => r.colourIds),
    );
    return rows.map(({ categoryIds, colourIds, ...row }) => ({
      ...row,
      categories: categoryIds.flatMap((id) => directory.categories.get(id) ?? []),
      colours: colourIds.flatMap((id) => directory.colours.get(id) ?? []),
    }));
  }

  private async at(revision: number, categoryIds: string[], colourIds: string[]): Promise<Directory> {
    const kept = await this.memo.get(revision, 'all', () => this.read());
    const complete = categoryIds.every((id) => kept.categories.has(id)) && colourIds.every((id) => kept.colours.has(id));
    return complete ? kept : this.read();
  }

  private async read(): Promise<Directory> {
    const { categories, colours } = await listDirectory(this.db);
    return { categories: new Map(categories.map((c) => [c.id, c])), colours: new Map(colours.map((c) => [c.id, c])) };
  }
}

const directories = new WeakMap<object, CatalogueDirectory>();

/** One directory per database, shared by the catalogue and search services. */
export function catalogueDirectoryFor(db: Db): CatalogueDirectory {
  let directory = directories.get(db);
  if (!directory) {
    directory = new CatalogueDirectory(db);
    directories.set(db, directory);
  }
  return directory;
}
