// Writes packages/domain/src/entities/entity-index.generated.ts from the declarations (`npm run entity-index`).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { ENTITY_INDEX_FILE, entityIndexSource } from '../src/entities/entity-index-source.js';
import { ENTITIES } from '../src/entities/index.js';

const file = path.join(import.meta.dirname, '..', ENTITY_INDEX_FILE);
const options = await prettier.resolveConfig(file);
writeFileSync(file, await prettier.format(entityIndexSource(ENTITIES), { ...options, filepath: file }));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
