import express from 'express';
import { Pool } from 'pg';

/**
 * The baseline: the same subject read (subject + ordered places, contract JSON) by a minimal express
 * handler with one hand-written SQL query and no graph, ORM, auth or logging.
 */
export function createBaselineApp(databaseUrl: string, poolMax: number) {
  const pool = new Pool({ connectionString: databaseUrl, max: poolMax });
  const app = express();
  app.get('/baseline/subjects/:id', async (req, res) => {
    const { rows } = await pool.query(
      `select s.*, coalesce((select json_agg(p order by p.position) from subject_place p where p.subject_id = s.id), '[]') as places
         from subject s where s.id = $1`,
      [req.params.id],
    );
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
  });
  return { app, close: () => pool.end() };
}
