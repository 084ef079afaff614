import express from 'express';
import { Pool } from 'pg';

/**
 * The baseline: the same subject read (subject + ordered places, contract JSON) by a minimal express
 * handler with one hand-written SQL query and no graph, ORM, auth or logging. `/baseline/…` sends the
 * statement whole each time (the yardstick of the issue that set the target); `/baseline-prepared/…`
 * prepares it once per connection, as the gateway does for this read, so the second ratio measures the
 * layers alone.
 */
export function createBaselineApp(databaseUrl: string, poolMax: number) {
  const pool = new Pool({ connectionString: databaseUrl, max: poolMax });
  const app = express();
  const handler =
    (prepared: boolean): express.RequestHandler =>
    async (req, res) => {
      const { rows } = await pool.query({
        ...(prepared ? { name: 'baseline-subject' } : {}),
        text: `select s.*, coalesce((select json_agg(p order by p.position) from subject_place p where p.subject_id = s.id), '[]') as places
         from subject s where s.id = $1`,
        values: [req.params.id],
      });
      const s = rows[0];
      if (!s) return void res.status(404).json({ title: 'Not found' });
      res.json({
        data: {
          subject_id: s.id,
          name: s.name,
          type: s.type,
          aliases: s.aliases,
          date_of_birth: s.date_of_birth?.toISOString() ?? null,
          date_of_incorporation: s.date_of_incorporation?.toISOString() ?? null,
          industries: s.industries,
          nationalities: s.nationalities,
          places: s.places.map(
            (p: {
              id: string;
              description: string | null;
              place: string;
              lat: number | null;
              lng: number | null;
            }) => ({
              place_id: p.id,
              description: p.description,
              place: p.place,
              geo_code_place: p.lat === null || p.lng === null ? null : { lat: p.lat, lng: p.lng },
            }),
          ),
          internal_id: s.internal_id,
          created_at: s.created_at.toISOString(),
          created_by: { user_id: s.created_by_id },
        },
      });
    };
  app.get('/baseline/subjects/:id', handler(false));
  app.get('/baseline-prepared/subjects/:id', handler(true));
  return { app, close: () => pool.end() };
}
