import type { z } from 'zod';
import { endpoint } from '../../endpoint';
import { collection } from './collection';

const channel = '/channels/:channel_key';

/** A content list is shown whole: its collection calls (items replaced whole). */
function contentArea<Item>(area: string, item: () => Promise<z.ZodType<Item>>) {
  const page = () => import('../../admin-content').then(async (m) => m.adminContentList(await item()));
  return collection(`${channel}/${area}`, { page, item, removed: item }, 'PUT');
}

/** A list the operator orders by hand: its collection calls plus the new order (every id, first shown first). */
function orderedArea<Item>(area: string, item: () => Promise<z.ZodType<Item>>) {
  const ordered = () => item().then((schema) => schema.array());
  return { ...contentArea(area, item), order: endpoint({ method: 'PUT', path: `${channel}/${area}/order`, auth: 'session', response: ordered }) };
}

export const contentAreas = {
  menus: orderedArea('menus', () => import('../../channel').then((m) => m.MenuEntry)),
  pages: contentArea('pages', () => import('../../admin-content').then((m) => m.AdminPage)),
  faq: orderedArea('faq', () => import('../../admin-content').then((m) => m.AdminFaqEntry)),
  slides: orderedArea('slides', () => import('../../admin-content').then((m) => m.AdminSlide)),
  'static-blocks': orderedArea('static-blocks', () => import('../../admin-content').then((m) => m.AdminStaticBlock)),
  locations: contentArea('locations', () => import('../../admin-content').then((m) => m.AdminLocation)),
  prerolls: contentArea('prerolls', () => import('../../channel').then((m) => m.Preroll)),
};

/** Multipart: a slide's picture (field `file`). */
export const slideImage = endpoint({ method: 'POST', path: `${channel}/slides/images`, auth: 'session', response: () => import('../../admin-content').then((m) => m.UploadedImage) });
export const contactForm = endpoint({ method: 'GET', path: `${channel}/contact-form`, auth: 'session', response: () => import('../../custom-forms').then((m) => m.CustomForm.nullable()) });
export const saveContactForm = endpoint({ method: 'PUT', path: `${channel}/contact-form`, auth: 'session', response: () => import('../../custom-forms').then((m) => m.CustomForm) });
