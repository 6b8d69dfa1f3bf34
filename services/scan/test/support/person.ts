import type { ScanStack } from './scan-harness';

/** A new person whose completed profile (with these allergies) has reached the scan service. */
export async function personWithAllergies(stack: ScanStack, allergies: string) {
  const person = await stack.signUp();
  const setup = await person.browser.call('POST', '/api/profile/setup', {
    age: 30,
    sex: 'other',
    weight: 70,
    height: 175,
    activityLevel: 'moderate',
    goal: 'maintain',
    diet: 'none',
    allergies,
    healthConcerns: '',
    profileComplete: true,
  });
  expect(setup.status).toBe(200);
  // The profile reaches the scan service as an event from auth.
  await stack.waitForRows(
    `SELECT allergies FROM health_profiles WHERE user_id = $1`,
    [person.userId],
    (rows) => rows.length === 1,
  );
  return person;
}
