/** Quick-action artefacts on the offline engine, from a topic's own text (the API test runs the built-in lessons). */
import { describe, expect, it } from 'vitest';
import { quickActionInputSchema } from '../../../../shared/schemas/quick-actions';
import { buildQuickActionOffline } from './quick-actions';

const carePlan = (content: string) => {
  const a = buildQuickActionOffline(
    quickActionInputSchema.parse({
      artefact: 'care-plan',
      action: 'care-plan',
      label: 'Care Plan Draft',
      topic: { title: 'Notes', summary: '', content },
    }),
  );
  if (a.kind !== 'care-plan') throw new Error(a.kind);
  const stageOf = (re: RegExp) => a.rows.find((r) => r.items.some((i) => re.test(i.text)))?.stage;
  return { a, stageOf };
};

describe('Care Plan Draft (offline)', () => {
  it('puts a sentence in the stage it has most cues of', () => {
    const { stageOf } = carePlan(
      'Before feeding or giving medications through the tube, the nurse confirms placement, keeps the head of the ' +
        'bed elevated to prevent aspiration and monitors tolerance. Constipation is infrequent or difficult passage ' +
        'of hard stool; prevention includes fluids, fibre, activity and a regular toileting time.',
    );
    // 'giving medications … keeps the head of the bed elevated … to prevent aspiration … monitors': done for the client
    expect(stageOf(/^Before feeding or giving medications through the tube/)).toBe('interventions');
    // 'prevention includes fluids, fibre, activity …' is what the nurse does, not an outcome
    expect(stageOf(/^Constipation is/)).not.toBe('goals');
  });

  it('draws one condition: its definition is the diagnosis, its sentences fill the rest, the others are named', () => {
    const { a, stageOf } = carePlan(
      [
        'Hypoglycemia is a blood glucose below 70 mg/dL, with shakiness, sweating and confusion. The nurse gives 15 g ' +
          'of fast-acting carbohydrate to a client who can swallow and repeats it if needed. The goal is a glucose ' +
          'above 70 mg/dL within fifteen minutes of treatment.',
        'Sepsis is life-threatening organ dysfunction caused by a dysregulated response to infection, with fever.',
      ].join('\n\n'),
    );
    expect(a.title).toBe('Care Plan Draft: Notes — Hypoglycemia');
    expect(stageOf(/^Hypoglycemia is a blood glucose below 70/)).toBe('diagnosis');
    expect(stageOf(/^The nurse gives 15 g/)).toBe('interventions');
    expect(a.rows.flatMap((r) => r.items).some((i) => /Sepsis/.test(i.text))).toBe(false);
    expect(a.note).toMatch(/It is drawn for Hypoglycemia; the lesson also covers Sepsis\./);
  });

  it('a lesson of one condition, or none that fills two stages, is drawn whole', () => {
    const { a } = carePlan(
      'Hand hygiene is the most effective way to prevent infection. Gloves are worn when touching body fluids, ' +
        'and they are changed between clients.',
    );
    expect(a.title).toBe('Care Plan Draft: Notes');
    expect(a.note).not.toMatch(/It is drawn for/);
  });
});
