import { z } from 'zod';

/** The field rules every part of a channel document (admin-channel-transfer*.ts) is written with. */
/** A row's id inside one document. */
export const Ref = z.string().trim().min(1, 'Field is required').max(64, 'Field length must be less than 64');
export const Text = (max: number) => z.string().max(max, `Field length must be less than ${max}`);
export const Required = (max: number) => Text(max).min(1, 'Field is required');
export const Weight = z.number().int();
export const IsoTime = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date and time' });
export const HexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'Must be a colour like #1a2b3c');
export const Countries = z.array(z.string().regex(/^[A-Z]{2}$/, 'Must be a two-letter country code')).max(300);
/** A media reference: a path on the media host, an outside URL, or a small inline `data:` picture. */
export const MediaUrl = Required(2_000_000);

export type Path = Array<string | number>;
export type Report = (path: Path, message: string) => void;
