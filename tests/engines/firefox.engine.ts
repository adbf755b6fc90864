// The engine flows (tests/engines/flows/) in firefox, one browser per language lent from flow to flow.
import { afterAll, it } from 'vitest'
import { closeBrowsers } from './browsers'
import { flowsFor } from './flows'

for (const f of flowsFor('firefox')) it(f.name, f.run)
afterAll(closeBrowsers)
