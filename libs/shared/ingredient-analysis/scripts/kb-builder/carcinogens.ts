/**
 * Carcinogen lists: IARC classifications (with the CompTox extracts for CAS numbers), California
 * Proposition 65 (OEHHA) and the NTP Report on Carcinogens.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HazardSource } from '../../src/kb/raw-types';
import { matchKey } from '../../src/text/normalize';
import { parseDelimited, recordsFrom } from './csv';
import { normaliseCas } from './fields';
import { readSource } from './paths';

export interface Agent {
  source: 'iarc' | 'prop65' | 'ntp';
  agent: string;
  keys: string[];
  cas: string[];
  /** About an exposure route (air, work, tobacco): never linked to a label ingredient. */
  routeSpecific: boolean;
  /** About consuming something (`Processed meat (consumption of)`): linked by name only. */
  consumption: boolean;
  iarcGroup?: '1' | '2A' | '2B';
  year?: number;
  toxicity?: string[];
  ntp?: 'known' | 'reasonably-anticipated';
}

/** Listings about an exposure route that a label ingredient never has (air, work, tobacco…). */
const ROUTE_WORDS =
  /\b(?:airborne|respirable|inhal\w*|occupational|fumes|mists?|dusts?|smoke|smoking|manufactur\w*|industry|production|work as|emissions|combustion|perineal|infection|radiation|exposures?|painter|mining|welding|tobacco|engine exhaust)\b/i;
/** Listings about eating or drinking something: linked by name, never by the CAS of the pure substance. */
const CONSUMPTION_WORDS =
  /\b(?:consumption|ingested|in alcoholic beverages|associated with|chinese-style|traditional)\b/i;
const DROP_PARENTHESES = /^(?:INN|INCI|USAN|BAN|JAN|consumption of|ingested)$/i;

/**
 * Matching keys of a listed agent. A bracketed synonym (`Butylated hydroxyanisole (BHA)`) or a
 * consumption note (`Red meat (consumption of)`) can be dropped from the name; any other bracket
 * (`Chromium (VI)`, `Formaldehyde (gas)`) specifies the agent, so the name is kept whole and will
 * not match the plain substance.
 */
function agentKeys(name: string): string[] {
  const out = new Set<string>();
  const groups = [...name.matchAll(/[([]([^)\]]+)[)\]]/g)].map((m) => m[1].trim());
  const isSynonym = (g: string) =>
    /^[A-Za-z][A-Za-z0-9 .'-]{2,}$/.test(g) &&
    !/^(?:[ivx]+|gas|vapou?r|total|free|technical grade|dry|anhydrous)$/i.test(g) &&
    !ROUTE_WORDS.test(g) &&
    !/\b(?:see|of|as|in|for|compounds?|forms?|salts?|isomers?|mixture|grade)\b/i.test(g);
  const specifiers = groups.filter(
    (g) => !DROP_PARENTHESES.test(g) && !isSynonym(g) && !/^see\b/i.test(g),
  );
  if (specifiers.length > 0) {
    out.add(matchKey(name.replace(/\(see [^)]*\)/gi, '')));
  } else {
    const main = name
      .replace(/\s*[([][^)\]]*[)\]]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (main) out.add(matchKey(main));
    for (const g of groups) if (isSynonym(g)) out.add(matchKey(g));
  }
  return [...out].filter((k) => k.length >= 3);
}

export /** A listed agent; its keys come from `named` (the name without a cross-reference) when given. */
function listing(source: Agent['source'], agent: string, cas: string[], named = agent): Agent {
  return {
    source,
    agent,
    keys: agentKeys(named),
    cas,
    routeSpecific: ROUTE_WORDS.test(agent),
    consumption: CONSUMPTION_WORDS.test(agent),
  };
}

export function buildAgents(dir: string): Agent[] {
  const agents: Agent[] = [];
  const iarcRows = recordsFrom(
    parseDelimited(readSource(dir, 'carcinogens', 'IARC_List_of_Classifications.csv')),
  );
  const seenIarc = new Set<string>();
  for (const r of iarcRows) {
    const group = r.Group;
    if (group !== '1' && group !== '2A' && group !== '2B') continue;
    const agent = (r.Agent ?? '').replace(/\s+/g, ' ').trim();
    const cas = normaliseCas(r['CAS No.'] ?? '');
    const year = Number(r.Year);
    seenIarc.add(`${matchKey(agent)}|${cas.join(',')}`);
    const a: Agent = { ...listing('iarc', agent, cas), iarcGroup: group };
    if (Number.isFinite(year) && year > 1900) a.year = year;
    agents.push(a);
  }
  // The CompTox extracts add CAS numbers for agents listed under a group name in the IARC file.
  const knownCas = new Set(agents.flatMap((a) => a.cas));
  for (const [file, group] of [
    ['CompTox_IARC1.csv', '1'],
    ['CompTox_IARC2A.csv', '2A'],
    ['CompTox_IARC2B.csv', '2B'],
  ] as const) {
    for (const r of recordsFrom(parseDelimited(readSource(dir, 'carcinogens', file)))) {
      const cas = normaliseCas(r.CASRN ?? '');
      if (cas.length === 0 || cas.some((c) => knownCas.has(c))) continue;
      const agent = (r['PREFERRED NAME'] ?? '').trim();
      cas.forEach((c) => knownCas.add(c));
      agents.push({ ...listing('iarc', agent, cas), iarcGroup: group });
    }
  }
  // OEHHA publishes the Prop 65 list in Windows-1252.
  const p65Text = new TextDecoder('windows-1252').decode(
    readFileSync(join(dir, 'carcinogens', 'OEHHA_P65.csv')),
  );
  const p65ByName = new Map<string, Agent>();
  for (const r of recordsFrom(parseDelimited(p65Text))) {
    const agent = (r.Chemical ?? '')
      .replace(/\s*\[[^\]]*\]\s*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!agent) continue;
    const toxicity = (r['Type of Toxicity'] ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter((t) => t.length > 0);
    const key = matchKey(agent);
    const existing = p65ByName.get(key);
    if (existing) {
      const list = (existing.toxicity ??= []);
      for (const t of toxicity) if (!list.includes(t)) list.push(t);
      continue;
    }
    const a: Agent = { ...listing('prop65', agent, normaliseCas(r['CAS No.'] ?? '')), toxicity };
    p65ByName.set(key, a);
    agents.push(a);
  }
  for (const a of agents) if (a.toxicity) a.toxicity.sort();
  for (const r of recordsFrom(parseDelimited(readSource(dir, 'carcinogens', 'NTP_ROC15.csv')))) {
    const agent = (r.NAME ?? '').replace(/\s+/g, ' ').trim();
    const level =
      r.Listing === 'Known' ? 'known' : r.Listing === 'RAHC' ? 'reasonably-anticipated' : undefined;
    if (!agent || !level) continue;
    const cleaned = agent.replace(/\s*\(see [^)]*\)/i, '');
    agents.push({ ...listing('ntp', agent, normaliseCas(r.CASRN ?? ''), cleaned), ntp: level });
  }
  return agents;
}

export function agentHazard(a: Agent, via: 'name' | 'cas'): HazardSource {
  if (a.source === 'iarc') {
    const h: HazardSource = { type: 'iarc', group: a.iarcGroup ?? '2B', agent: a.agent, via };
    if (a.year) h.year = a.year;
    return h;
  }
  if (a.source === 'prop65')
    return { type: 'prop65', toxicity: a.toxicity ?? [], agent: a.agent, via };
  return { type: 'ntp', listing: a.ntp ?? 'reasonably-anticipated', agent: a.agent, via };
}
