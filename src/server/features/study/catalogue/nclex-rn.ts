/**
 * NCLEX-RN syllabus following the NCSBN test plan: the Clinical Judgment Measurement Model and the client-needs
 * categories and subcategories (Safe and Effective Care Environment: Management of Care, Safety and Infection
 * Control; Health Promotion and Maintenance; Psychosocial Integrity; Physiological Integrity: Basic Care and
 * Comfort, Pharmacological and Parenteral Therapies, Reduction of Risk Potential, Physiological Adaptation).
 * Lesson text written for this product; values are common adult reference ranges — always follow the facility's
 * own ranges and protocols.
 */
import type { LearnerLevel } from '../../../../shared/schemas/ai';
import { syllabusTopic, type CatalogueTopic } from './types';

const TEST_PLAN_URL = 'https://www.nclex.com/test-plans.page';

function topic(
  key: string,
  section: string,
  title: string,
  level: LearnerLevel,
  estimatedMinutes: number,
  tags: string,
  summary: string,
  ...content: string[]
): CatalogueTopic {
  const subcategory = section.split(' · ').at(-1) ?? section;
  return syllabusTopic({
    key,
    section,
    objective: null,
    title,
    summary,
    content,
    level,
    estimatedMinutes,
    tags,
    source: { title: `NCSBN NCLEX-RN Test Plan: ${subcategory}`, url: TEST_PLAN_URL },
  });
}

const CJ = 'Clinical Judgment';
const MOC = 'Safe and Effective Care Environment · Management of Care';
const SIC = 'Safe and Effective Care Environment · Safety and Infection Control';
const HPM = 'Health Promotion and Maintenance';
const PSY = 'Psychosocial Integrity';
const BCC = 'Physiological Integrity · Basic Care and Comfort';
const PHARM = 'Physiological Integrity · Pharmacological and Parenteral Therapies';
const RRP = 'Physiological Integrity · Reduction of Risk Potential';
const PA = 'Physiological Integrity · Physiological Adaptation';

export const NCLEX_RN_TOPICS: CatalogueTopic[] = [
  topic(
    'cj-exam-and-ncjmm',
    CJ,
    'The NCLEX-RN Exam and the Clinical Judgment Model',
    'beginner',
    45,
    'CAT, Next Generation NCLEX, NCJMM, case studies, item types',
    'How the computerized adaptive exam works and the six clinical judgment steps that Next Generation NCLEX items measure.',
    `The NCLEX-RN is a computerized adaptive test (CAT). A computerized adaptive test is an exam that chooses each next item
    based on the candidate's answers so far, aiming at items the candidate has about a 50 percent chance of answering
    correctly. The current exam, introduced in April 2023, is the Next Generation NCLEX (NGN). A candidate answers between 85 and 150 items,
    including 15 unscored pretest items, within a time limit of five hours. Testing stops in one of three ways: the computer reaches 95 percent certainty that the candidate's ability is above or below the passing standard, the maximum number of items is reached, or time runs out.`,
    `The NCSBN Clinical Judgment Measurement Model (NCJMM) describes how nurses make decisions. Its six steps are: recognize cues
    (identify relevant and important information from the client's data), analyze cues (connect the cues to the client's
    condition), prioritize hypotheses (rank the possible explanations by urgency and likelihood), generate solutions (identify
    expected outcomes and the interventions that could achieve them), take action (carry out the most appropriate
    interventions), and evaluate outcomes (compare the client's response with the expected outcomes).`,
    `Clinical judgment is measured by unfolding case studies, in which one client's situation develops over six items that
    walk through the six steps, and by stand-alone items. NGN item types include extended multiple response, matrix
    (multiple choice or multiple response grids), drag-and-drop, drop-down cloze, highlight text, and the bowtie item, which
    asks for the condition the client is most likely experiencing, two actions to take and two parameters to monitor. Many
    NGN items award partial credit, so every correct choice counts.`,
    `Test-taking strategy follows nursing priorities: airway, breathing and circulation first; acute over chronic problems;
    unstable over stable clients; actual problems over potential ones; and assessment before intervention unless the client is
    in immediate danger.`,
  ),

  topic(
    'moc-rights-ethics-legal',
    MOC,
    'Client Rights, Advocacy, Ethics and Legal Responsibilities',
    'beginner',
    60,
    'advance directives, informed consent, confidentiality, HIPAA, advocacy, ethics',
    'Protect client rights: advance directives, informed consent, confidentiality, advocacy, ethical principles and legal duties.',
    `Client rights include the right to information, to privacy and to refuse treatment. An advance directive is a legal
    document in which a client states wishes about future medical care, such as a living will or a durable power of attorney
    for health care. A health care proxy is the person the client names to make decisions when the client cannot. The nurse
    asks on admission whether the client has an advance directive and ensures a copy is in the record. A do-not-resuscitate
    (DNR) order is a provider's order, based on the client's wishes, not to perform CPR.`,
    `Informed consent is the client's voluntary agreement to a procedure after the provider explains its purpose, risks,
    benefits and alternatives. Obtaining consent is the provider's responsibility; the nurse's role is to witness the
    signature, confirm the client understands and is competent, and report to the provider when the client has questions or
    was not informed. Consent should not be signed by a client who has just received opioids or sedation until the client can understand it. A minor
    usually needs a parent or guardian to consent, except emancipated minors and specific situations defined by law.`,
    `Confidentiality means sharing client information only with those involved in care. In the United States, HIPAA (the Health
    Insurance Portability and Accountability Act) protects the privacy and security of health information. Nurses never discuss
    clients in public areas, never share passwords, log out of the electronic health record, and access only the records of
    clients in their care.`,
    `Advocacy is acting on behalf of the client to protect their rights and wishes, for example by speaking up when a client
    does not understand a procedure. Ethical principles guide decisions: autonomy (respecting the client's right to decide),
    beneficence (doing good), nonmaleficence (avoiding harm), justice (fairness), fidelity (keeping promises) and veracity
    (truthfulness). Legal responsibilities include practising within the state nurse practice act, reporting abuse and
    certain diseases, and documenting accurately. Negligence is failure to provide the care a reasonable nurse would provide,
    and malpractice is negligence by a professional that causes harm.`,
  ),

  topic(
    'moc-prioritization-delegation',
    MOC,
    'Prioritization, Assignment, Delegation and Supervision',
    'intermediate',
    60,
    'prioritization, ABCs, Maslow, delegation, five rights, UAP, LPN scope',
    'Decide which client to see first and what may be assigned or delegated to LPNs and assistive personnel.',
    `Prioritization is deciding the order in which client needs are addressed. The first priority is airway, breathing and
    circulation (the ABCs), followed by safety. Maslow's hierarchy places physiological needs before safety, then love and
    belonging, esteem and self-actualization. Acute problems come before chronic ones, unstable clients before stable ones,
    and unexpected findings before expected findings. For example, a postoperative client with new shortness of breath is seen
    before a client with chronic pain rated the same as yesterday.`,
    `Delegation is transferring the authority to perform a task to another competent person while the nurse keeps
    accountability for the outcome. The five rights of delegation are the right task, the right circumstance, the right person,
    the right directions and communication, and the right supervision and evaluation. Assignment is giving a staff member
    responsibility for care within their own scope of practice.`,
    `The registered nurse does not delegate the nursing process activities that require judgment: initial assessment, care
    planning, client teaching, evaluation and the care of unstable clients. Unlicensed assistive personnel (UAP) may perform
    routine tasks for stable clients, such as taking vital signs, bathing, feeding, ambulating, measuring intake and output,
    and obtaining a blood glucose reading where policy allows; they report results and observations to the nurse. A licensed
    practical nurse (LPN/LVN) can care for stable clients with predictable outcomes, give most oral and intramuscular
    medications, perform sterile procedures such as dressing changes and urinary catheterization, and collect data, but
    scope varies by state. Supervision means checking that the delegated work was done correctly and following up on the
    findings.`,
  ),

  topic(
    'moc-collaboration-continuity',
    MOC,
    'Collaboration, Continuity of Care and Quality Improvement',
    'intermediate',
    45,
    'SBAR, handoff, referrals, case management, discharge planning, quality improvement, EHR',
    'Work with the interdisciplinary team: handoff communication, referrals, case management, discharge planning and quality improvement.',
    `Safe care depends on communication between caregivers. SBAR is a structured communication technique: situation,
    background, assessment and recommendation. It is used when calling a provider and during handoff, the transfer of
    responsibility for a client between nurses at shift change or transfer. Handoff should be face to face or at the bedside
    where possible, include pending tests and recent changes, and allow time for questions. Read-back is the practice of
    repeating a verbal or telephone order back to the prescriber to confirm it.`,
    `Collaboration with the interdisciplinary team includes physicians, pharmacists, physical and occupational therapists,
    dietitians, social workers and chaplains. A referral is a request for a service from another professional or agency, such
    as home health, physical therapy or a social worker for financial concerns. Case management is a process that coordinates
    care and resources across settings to achieve quality outcomes at a reasonable cost. Discharge planning begins on
    admission and includes teaching, medication reconciliation, equipment and follow-up appointments.`,
    `Continuity of care is the coordinated, uninterrupted delivery of care as a client moves between providers and settings.
    Performance improvement, also called quality improvement, is a systematic process that measures outcomes, compares them
    with standards and changes practice to do better, for example reducing catheter-associated urinary tract infections.
    Information technology supports care through the electronic health record, barcode medication administration and
    clinical decision support, but nurses must protect its security and document accurately and promptly.`,
  ),

  topic(
    'sic-precautions-asepsis',
    SIC,
    'Standard Precautions, Transmission-Based Precautions and Asepsis',
    'beginner',
    60,
    'hand hygiene, PPE, contact precautions, droplet, airborne, surgical asepsis',
    'Prevent infection with hand hygiene, standard and transmission-based precautions, PPE and sterile technique.',
    `Standard precautions are the infection-prevention practices used with every client regardless of diagnosis, because any
    blood or body fluid may be infectious. They include hand hygiene, personal protective equipment (PPE) chosen for the
    expected exposure, respiratory hygiene and cough etiquette, safe injection practices and safe handling of sharps. Hand
    hygiene is the single most important way to prevent the spread of infection. Alcohol-based hand rub is used unless hands
    are visibly soiled or the client has Clostridioides difficile or norovirus, in which case soap and water are used because
    alcohol does not kill spores.`,
    `Transmission-based precautions are added for known or suspected infections. Contact precautions are used for organisms
    spread by touch, such as MRSA, VRE and C. difficile: gown and gloves, a private room or cohorting, and dedicated
    equipment such as a stethoscope. Droplet precautions are used for organisms spread by large droplets within about one to
    two metres, such as influenza, pertussis and Neisseria meningitidis: a surgical mask within close range and a private
    room. Airborne precautions are used for organisms that remain suspended in the air, such as tuberculosis, measles and
    varicella: a fit-tested N95 respirator and an airborne infection isolation room with negative pressure. During transport, a client on airborne precautions wears a surgical mask.`,
    `The usual order for donning PPE is gown, mask or respirator, goggles or face shield, then gloves. Removal goes gloves,
    goggles or face shield, gown, then mask or respirator, with hand hygiene afterwards, because the gloves and gown front are
    the most contaminated.`,
    `Surgical asepsis (sterile technique) is the practice of keeping an area and objects free of all microorganisms, used for
    invasive procedures such as inserting a urinary catheter or changing a central line dressing. Rules include: only sterile
    items touch a sterile field; a one-inch border of a sterile field is considered contaminated; sterile items below the
    waist or out of sight are considered contaminated; and when in doubt, an item is considered contaminated. Medical asepsis
    (clean technique) reduces the number and spread of microorganisms, for example by hand hygiene and cleaning.`,
  ),

  topic(
    'sic-injury-prevention',
    SIC,
    'Injury Prevention, Restraints and Error Reduction',
    'beginner',
    50,
    'fall prevention, restraints, client identification, incident report, ergonomics, home safety',
    'Prevent falls, errors and injuries: client identification, restraint safety, incident reporting and body mechanics.',
    `Fall prevention begins with a fall risk assessment on admission and with any change in condition. Interventions include
    keeping the bed in the lowest position with wheels locked, the call light within reach, non-slip footwear, adequate
    lighting, a toileting schedule, and bed or chair alarms for clients at high risk. Client identification uses at least two
    identifiers, such as the client's name and date of birth, before giving medications, blood or treatments; the room number
    is never an identifier.`,
    `A restraint is any physical, chemical or environmental method that restricts a client's movement or access to the body,
    and it is used only as a last resort after less restrictive alternatives fail. A restraint order must come from a provider, must be time-limited and cannot be written as needed (PRN); in an emergency the order must be obtained promptly.
    The nurse checks the restrained client frequently according to policy, at least every two hours releases the restraint
    to provide range of motion, toileting, nutrition and skin care, ties restraints to the bed frame with a quick-release knot
    (never to the side rail), and allows room for two fingers under the restraint.`,
    `An incident report (occurrence report) is a confidential document that records an unexpected event such as a fall or a
    medication error. It is used for quality improvement and is not mentioned in or placed in the client's medical record.
    The nurse first assesses and cares for the client, notifies the provider, documents the objective facts in the record, and
    completes the incident report.`,
    `Ergonomic principles protect nurses from injury: use good body mechanics with a wide base of support, bend at the knees,
    keep loads close to the body, and use lift equipment and help for transfers. Home safety teaching includes removing
    scatter rugs, installing grab bars, using night lights, storing medications and chemicals out of children's reach, and
    working smoke and carbon monoxide detectors.`,
  ),

  topic(
    'sic-emergency-hazmat',
    SIC,
    'Emergency Response, Disaster Triage and Hazardous Materials',
    'intermediate',
    45,
    'fire safety, RACE, PASS, disaster triage, hazardous materials, radiation safety, security',
    'Respond to fires, disasters, hazardous materials and security events.',
    `When a fire occurs in a health care facility, nurses follow RACE: rescue clients in immediate danger, activate the alarm,
    contain the fire by closing doors and windows, and extinguish the fire if it is small or evacuate. To use a fire
    extinguisher, follow PASS: pull the pin, aim at the base of the fire, squeeze the handle and sweep from side to side.
    Ambulatory clients are evacuated first in a horizontal evacuation, then those needing assistance, then bedridden clients.`,
    `An emergency response plan is the facility's written plan for disasters, defining roles, communication and where clients
    go. In mass-casualty triage, the goal is the greatest good for the greatest number. Common colour categories: red
    (immediate) for life-threatening injuries that can be treated, such as airway compromise or shock; yellow (delayed) for
    serious injuries that can wait, such as stable fractures; green (minor) for the walking wounded; and black (expectant or
    deceased) for clients who are dead or unlikely to survive with available resources. Once a disaster has been declared, stable clients may be discharged early to free beds.`,
    `Hazardous materials are handled according to the safety data sheet with the right PPE, and spills are contained and
    reported. For radiation safety, nurses limit exposure by time (minimise time near the source), distance (maximise distance)
    and shielding (use lead barriers), and wear a dosimeter badge when required. A client with a sealed radioactive implant has
    a private room, limited visiting time, and no pregnant visitors or children. A security plan covers infant and child
    abduction prevention, visitor control, and responses to violence or a bomb threat.`,
  ),

  topic(
    'hpm-growth-development',
    HPM,
    'Growth and Development Across the Lifespan',
    'beginner',
    50,
    'Erikson, developmental milestones, toddlers, adolescents, aging process',
    'Apply developmental stages and milestones from infancy to older adulthood in care and teaching.',
    `Erikson's theory describes psychosocial development in stages, each with a central conflict. Infants (birth to about 18
    months) develop trust versus mistrust, so consistent caregiving matters. Toddlers (about 18 months to 3 years) work on
    autonomy versus shame and doubt, so they benefit from simple choices. Preschoolers (3 to 5 years) develop initiative versus
    guilt, school-age children (6 to 12 years) industry versus inferiority, and adolescents identity versus role confusion.
    Young adults face intimacy versus isolation, middle adults generativity versus stagnation, and older adults integrity
    versus despair.`,
    `Key infant milestones: a social smile at about 2 months, rolling over by about 4 to 6 months, sitting without support by
    about 6 to 8 months, pulling to stand and the pincer grasp by about 9 to 10 months, and walking and first words by about 12
    months. Birth weight roughly doubles by 6 months and triples by 12 months. Toddlers show negativism and rituals,
    preschoolers magical thinking and fear of bodily injury, and adolescents a strong need for privacy and peer acceptance,
    which affects how nurses prepare children for procedures.`,
    `The aging process is the gradual change in body systems with age. Older adults have reduced skin elasticity and
    subcutaneous fat, decreased kidney function (which affects medication clearance), reduced thirst sensation (raising the
    risk of dehydration), slower gastrointestinal motility, decreased bone density, presbyopia and presbycusis (age-related
    vision and hearing loss), and an altered response to infection, in which confusion may be the first sign. Normal aging
    does not include dementia; sudden confusion suggests delirium and needs investigation.`,
  ),

  topic(
    'hpm-maternal-newborn',
    HPM,
    'Antepartum, Intrapartum, Postpartum and Newborn Care',
    'intermediate',
    70,
    'Naegele rule, GTPAL, fetal heart rate, decelerations, stages of labor, postpartum hemorrhage, Apgar',
    'Care for the pregnant client, the client in labour, the postpartum client and the newborn.',
    `Naegele's rule estimates the due date by taking the first day of the last menstrual period, subtracting three months and
    adding seven days (and one year). GTPAL summarises obstetric history: gravida (number of pregnancies), term births (37
    weeks or more), preterm births, abortions or miscarriages, and living children. Warning signs in pregnancy that must be
    reported include vaginal bleeding, severe headache, visual changes, epigastric pain, sudden swelling of the face or hands
    (possible preeclampsia), decreased fetal movement and signs of preterm labour.`,
    `Labour has four stages. The first stage runs from the onset of regular contractions to full cervical dilation at 10 cm;
    the second stage ends with the birth of the baby; the third stage ends with delivery of the placenta; and the fourth stage
    is the first hours of recovery. The normal fetal heart rate baseline is 110 to 160 beats per minute. Early decelerations
    mirror contractions and are caused by head compression, which is benign. Variable decelerations are abrupt drops caused by
    umbilical cord compression; the nurse repositions the client. Late decelerations begin after the peak of the contraction
    and reflect uteroplacental insufficiency; the nurse turns the client to the side, gives oxygen per protocol, increases IV
    fluids, stops oxytocin and notifies the provider.`,
    `After birth the fundus should be firm at about the level of the umbilicus and descend about one fingerbreadth a day. A
    boggy fundus is massaged until firm, because uterine atony is the most common cause of postpartum haemorrhage. Lochia
    changes from rubra (red) to serosa (pinkish brown) to alba (yellowish white); saturating a pad in an hour or passing large
    clots is reported. A full bladder displaces the uterus and can cause bleeding.`,
    `The Apgar score rates the newborn's heart rate, respiratory effort, muscle tone, reflex irritability and colour at one and
    five minutes, each from 0 to 2; a score of 7 to 10 is reassuring. Newborns routinely receive vitamin K intramuscularly to
    prevent bleeding and erythromycin eye ointment, and are kept warm to prevent cold stress. Physiological jaundice appearing
    after 24 hours is common, while jaundice in the first 24 hours is pathological.`,
  ),

  topic(
    'hpm-screening-prevention-assessment',
    HPM,
    'Health Promotion, Screening and Physical Assessment Techniques',
    'beginner',
    50,
    'immunizations, health screening, lifestyle, high-risk behaviors, inspection, auscultation, percussion, palpation',
    'Promote health with prevention, screening and teaching, and perform physical assessment techniques in the right order.',
    `Primary prevention is action that prevents disease before it occurs, such as immunizations, seat belts and healthy diet
    teaching. Secondary prevention is early detection of disease through screening, such as blood pressure checks, mammograms
    and colorectal cancer screening. Tertiary prevention is reducing complications of an existing disease, such as cardiac
    rehabilitation. Immunizations follow national schedules; live vaccines such as MMR and varicella are generally avoided in
    pregnancy and in severely immunocompromised clients.`,
    `High-risk behaviours that nurses assess and address include tobacco and vaping, excessive alcohol, unsafe sexual practices,
    drug use and physical inactivity. Teaching is most effective when it fits the client's readiness to learn, health literacy
    and culture. The teach-back method is a technique in which the client explains the information in their own words so the
    nurse can confirm understanding.`,
    `The four physical assessment techniques are inspection (looking), palpation (feeling with the hands), percussion (tapping
    to judge the density of underlying tissue) and auscultation (listening with a stethoscope). The usual order is inspection,
    palpation, percussion and auscultation, except for the abdomen, which is assessed by inspection, auscultation, percussion
    and palpation, because touching the abdomen can change bowel sounds. A health history, including medications, allergies
    and family history, comes before the physical examination.`,
  ),

  topic(
    'psy-therapeutic-communication',
    PSY,
    'Therapeutic Communication, Environment and Cultural Awareness',
    'beginner',
    50,
    'therapeutic communication, active listening, nontherapeutic responses, culture, spirituality, interpreter',
    'Communicate therapeutically, avoid blocking responses, and respect culture, religion and spirituality.',
    `Therapeutic communication is purposeful, client-centred communication that helps clients express feelings and cope.
    Techniques include active listening, silence, open-ended questions, restating, reflecting feelings back to the client,
    clarifying, focusing, summarising and offering self ("I will sit with you for a while"). A therapeutic response
    acknowledges the client's feelings, for example "You seem worried about the surgery."`,
    `Nontherapeutic responses block communication: false reassurance ("Everything will be fine"), giving advice, asking "why"
    questions that sound judgmental, changing the subject, minimising feelings, and defending staff or the provider. On the
    exam, the best answer usually addresses the client's feelings first, unless safety is at stake.`,
    `A therapeutic environment (therapeutic milieu) is a safe, structured setting that supports recovery, with clear rules,
    consistent staff and opportunities for social interaction. Cultural awareness means asking about and respecting a client's
    beliefs, practices, dietary needs and decision-making customs rather than assuming them. A trained medical interpreter,
    not a family member, is used when the client's language differs from the nurse's. Religious and spiritual influences on
    health include dietary laws, beliefs about blood transfusion and end-of-life rituals; the nurse can offer a chaplain.`,
  ),

  topic(
    'psy-mental-health-crisis',
    PSY,
    'Mental Health Concepts, Coping and Crisis Intervention',
    'intermediate',
    60,
    'anxiety, depression, suicide risk, schizophrenia, bipolar disorder, defense mechanisms, crisis intervention',
    'Assess and care for clients with anxiety, mood and psychotic disorders; assess suicide risk; support coping; intervene in crisis.',
    `Anxiety is a feeling of apprehension in response to a perceived threat, with levels from mild to panic. Mild anxiety can sharpen attention and learning, while at severe and panic levels the client cannot focus, so the nurse stays with the client, uses
    short simple sentences and a calm environment. Defense mechanisms are unconscious strategies that protect against anxiety,
    such as denial, projection (attributing one's own feelings to others), displacement (redirecting feelings to a safer
    target), rationalization and regression. Coping mechanisms are conscious ways of managing stress, such as problem solving,
    exercise and talking with support people.`,
    `Depression is a mood disorder with persistent sadness, loss of interest, and changes in sleep, appetite and energy. Every
    client with depression is assessed for suicide risk by asking directly about suicidal thoughts, a plan, the means and
    intent; asking does not increase risk. Warning signs include giving away possessions and a sudden calmness after a period
    of depression, which may mean a decision has been made. Clients at high risk need a safe environment without harmful
    objects and close observation.`,
    `Schizophrenia is a psychotic disorder with positive symptoms such as hallucinations and delusions and negative symptoms
    such as flat affect and social withdrawal. For hallucinations, the nurse acknowledges that the experience is real to the
    client without agreeing with its content and focuses on reality. Bipolar disorder is a mood disorder with episodes of
    mania and depression; during mania the client needs a low-stimulation environment, finger foods that can be eaten while
    moving, and limits on behaviour.`,
    `A crisis is a time-limited state in which usual coping fails. Crisis intervention focuses on the immediate problem, the
    client's safety and restoring the previous level of functioning, with a directive, supportive approach. Behavioural
    interventions include setting clear, consistent limits, positive reinforcement of desired behaviours, and de-escalation of
    agitated clients with a calm voice, space and choices before any restraint.`,
  ),

  topic(
    'psy-abuse-substance-grief',
    PSY,
    'Abuse and Neglect, Substance Use, Grief and End-of-Life Care',
    'intermediate',
    55,
    'abuse, neglect, mandatory reporting, alcohol withdrawal, opioid overdose, grief, end-of-life care',
    'Recognise and report abuse, care for clients with substance use and withdrawal, and support grief and dying.',
    `Abuse may be physical, sexual, emotional or financial, and neglect is failure to meet a dependent person's basic needs.
    Signs include injuries in various stages of healing, injuries inconsistent with the history, fearfulness and delays in
    seeking care. Nurses are mandatory reporters of suspected child abuse and, in most jurisdictions, elder abuse. The nurse
    interviews the client privately, documents objectively with the client's own words and exact descriptions of injuries, and
    for intimate partner violence helps the client make a safety plan.`,
    `Alcohol withdrawal can begin within 6 to 24 hours of the last drink with tremors, anxiety, tachycardia, hypertension and
    sweating; seizures may occur, and delirium tremens, with confusion and hallucinations, typically appears 48 to 72 hours
    after the last drink and can be fatal. Treatment uses benzodiazepines guided by a withdrawal scale such as CIWA-Ar, seizure
    precautions and thiamine to prevent Wernicke encephalopathy. An opioid overdose causes respiratory depression, pinpoint
    pupils and decreased consciousness; naloxone is the opioid antagonist that reverses it, and because naloxone may wear off
    before the opioid, the client is monitored for recurring respiratory depression.`,
    `Grief is the response to loss. Kübler-Ross described five stages of grieving, denial, anger, bargaining, depression and
    acceptance, which people do not always pass through in order. Complicated grief is prolonged or intense grief that
    interferes with daily life. End-of-life care focuses on comfort, dignity and the client's wishes: managing pain and
    dyspnoea, mouth care, repositioning, and supporting the family. Signs of approaching death include mottled cool
    extremities, changes in breathing such as Cheyne-Stokes respirations, and decreased urine output.`,
  ),

  topic(
    'bcc-mobility-assistive-devices',
    BCC,
    'Mobility, Immobility, Assistive Devices and Skin Integrity',
    'beginner',
    55,
    'immobility, crutches, cane, walker, pressure injury, Braden scale, positioning',
    'Prevent complications of immobility, teach assistive devices, and prevent and stage pressure injuries.',
    `Immobility affects every body system: muscle atrophy and contractures, bone loss, orthostatic hypotension, deep vein
    thrombosis, pneumonia and atelectasis, constipation, urinary stasis and pressure injuries. Nursing care includes
    repositioning at least every two hours, range-of-motion exercises, early ambulation, coughing and deep breathing,
    incentive spirometry, adequate fluids and fibre, and sequential compression devices when ordered.`,
    `When walking with a cane, the client holds the cane on the stronger side and moves it forward together with the weaker leg.
    With a walker, the client lifts or rolls the walker forward, steps into it with the weaker leg, then follows with the
    stronger leg. Crutches are fitted so there are two to three fingerbreadths between the axilla and the crutch pad, and the
    client bears weight on the hands, not the axillae. For stairs, remember "up with the good, down with the bad": going up
    the stronger leg leads, going down the crutches and weaker leg lead.`,
    `A pressure injury is localized damage to the skin and underlying tissue, usually over a bony prominence, caused by pressure
    or pressure with shear. Stage 1 is intact skin with non-blanchable redness. Stage 2 is partial-thickness skin loss with
    exposed dermis, such as a shallow open area or intact blister. Stage 3 is full-thickness skin loss in which fat may be
    visible. Stage 4 is full-thickness loss with exposed bone, tendon or muscle. An unstageable injury is one whose base is
    covered by slough or eschar, and a deep tissue injury is a persistent deep red, maroon or purple area of intact skin. The
    Braden scale is a tool that predicts pressure injury risk from sensory perception, moisture, activity, mobility, nutrition
    and friction and shear; a lower score means a higher risk.`,
  ),

  topic(
    'bcc-nutrition-elimination',
    BCC,
    'Nutrition, Oral Hydration and Elimination',
    'beginner',
    55,
    'diets, enteral feeding, aspiration, intake and output, urinary catheter, constipation, bowel elimination',
    'Support nutrition and hydration, give enteral feedings safely, and manage urinary and bowel elimination.',
    `Therapeutic diets support treatment. A clear liquid diet includes water, broth, clear juices without pulp and gelatin, and is
    used before some procedures and after surgery. A full liquid diet adds milk, pudding and strained cream soups. A
    sodium-restricted diet is used for heart failure, hypertension and kidney disease, and clients avoid processed and canned
    foods. A client with dysphagia may need thickened liquids and sits upright to eat, with the chin tucked when swallowing.`,
    `Enteral nutrition is feeding through a tube into the gastrointestinal tract. Before feeding or giving medications through
    the tube, the nurse confirms placement (an X-ray is the most reliable method for initial placement), keeps the head of the
    bed elevated at least 30 degrees during and after feedings to prevent aspiration, flushes the tube with water before and
    after medications, and monitors tolerance, including abdominal distension and residual volumes per policy.`,
    `Intake and output (I and O) includes all fluids taken in and all fluids lost, such as urine, vomitus and drainage. Adult
    urine output below about 30 mL per hour, or 0.5 mL per kg per hour, is reported. An indwelling urinary catheter is a tube
    left in the bladder to drain urine; it is inserted with sterile technique, the drainage bag is kept below the level of the
    bladder and off the floor, and the catheter is removed as soon as it is no longer needed to reduce catheter-associated
    urinary tract infection.`,
    `Constipation is infrequent or difficult passage of hard stool; prevention includes fluids, fibre, activity and a regular
    toileting time. Diarrhea risks fluid and electrolyte loss and skin breakdown. An enema is given with the client in the left
    lateral (Sims) position, because this follows the anatomy of the descending colon.`,
  ),

  topic(
    'bcc-rest-comfort-hygiene',
    BCC,
    'Rest and Sleep, Hygiene and Non-Pharmacological Comfort',
    'beginner',
    40,
    'sleep hygiene, pain assessment, non-pharmacological comfort, hygiene, oral care',
    'Assess pain, use non-drug comfort measures, promote sleep, and provide personal hygiene.',
    `Pain is whatever the client says it is, and the client's self-report is the most reliable indicator. Pain assessment
    covers location, intensity on a 0-to-10 numeric scale (or the FACES scale for children and some adults), quality, onset,
    duration, aggravating and relieving factors, and its effect on function. Behavioural scales are used for clients who cannot
    report pain. Pain is reassessed after every intervention.`,
    `Non-pharmacological comfort interventions include repositioning, heat and cold applications, massage, distraction, music,
    relaxation breathing, guided imagery and transcutaneous electrical nerve stimulation (TENS). Heat increases blood flow
    and relaxes muscles, while cold reduces swelling and numbs pain soon after an injury; both are limited in time and the
    skin is checked to prevent burns or frostbite.`,
    `Sleep hygiene is a set of habits that promote good sleep: a regular sleep schedule, a quiet dark room, avoiding caffeine,
    heavy meals and screens before bedtime, and limiting daytime naps. In hospital, nurses cluster care to allow rest.
    Personal hygiene includes bathing, oral care and perineal care. Oral care for an unconscious client is done with the client
    positioned on the side to prevent aspiration, using a suction toothbrush or swabs.`,
  ),

  topic(
    'pharm-medication-administration',
    PHARM,
    'Safe Medication Administration',
    'beginner',
    55,
    'rights of medication administration, high-alert medications, routes, controlled substances, medication reconciliation',
    'Give medications safely: rights of administration, routes, high-alert drugs, controlled substances and reconciliation.',
    `The rights of medication administration are the right client, right medication, right dose, right route, right time and
    right documentation, with many sources adding the right reason, the right response and the client's right to refuse.
    Medication labels are checked three times: when taking the medication from storage, when preparing it and at the bedside.
    The nurse uses two client identifiers and barcode scanning where available.`,
    `High-alert medications are drugs that cause significant harm when given in error, such as insulin, heparin and other
    anticoagulants, opioids, concentrated potassium chloride and chemotherapy. Many facilities require an independent double
    check by a second nurse for them. Concentrated potassium is never given by IV push.`,
    `Routes have specific rules. Intramuscular injections in adults are usually given in the ventrogluteal or deltoid site, and
    the vastus lateralis is the preferred site in infants. Subcutaneous injections such as insulin and heparin are given at a
    45- or 90-degree angle, and heparin sites are not massaged. Sublingual medications dissolve under the tongue. Enteric-coated
    and extended-release tablets must not be crushed.`,
    `Controlled substances are counted at each shift change and any discrepancy is reported. Wasting a controlled substance
    requires a second nurse as witness. Medication reconciliation is the process of comparing the client's current medication
    list with new orders at admission, transfer and discharge, to avoid omissions, duplications and interactions. The nurse clarifies any unclear or unsafe order with the prescriber before giving the medication.`,
  ),

  topic(
    'pharm-dosage-iv-therapy',
    PHARM,
    'Dosage Calculation, IV Therapy, Central Lines and TPN',
    'intermediate',
    70,
    'dosage calculation, IV flow rate, drop factor, infiltration, phlebitis, central venous access device, TPN',
    'Calculate doses and IV rates, manage peripheral and central IV therapy, and give total parenteral nutrition safely.',
    `The basic dosage formula is the desired dose divided by the dose on hand, multiplied by the quantity: for example, an order
    for 500 mg when tablets are 250 mg each gives 2 tablets. Weight-based doses use kilograms: 1 kg equals 2.2 lb. An IV
    infusion rate in mL per hour is the total volume divided by the hours; 1,000 mL over 8 hours runs at 125 mL per hour. For
    gravity infusions, drops per minute equal the volume in mL multiplied by the drop factor, divided by the time in minutes;
    1,000 mL over 8 hours with a 15 gtt/mL set is 1,000 × 15 ÷ 480, about 31 drops per minute.`,
    `Peripheral IV complications must be recognised early. Infiltration is the leakage of a non-vesicant IV solution into the
    surrounding tissue, causing a cool, pale, swollen site; the nurse stops the infusion, removes the catheter and elevates the
    arm. Extravasation is the leakage of a vesicant drug that can damage tissue, and it follows the facility's antidote
    protocol. Phlebitis is inflammation of the vein, with a warm, red, tender site along the vein; the catheter is removed and
    warm compresses applied. Fluid volume overload causes crackles, dyspnoea, distended neck veins and rising blood pressure;
    the nurse slows the infusion, raises the head of the bed and notifies the provider.`,
    `A central venous access device is a catheter whose tip lies in a large central vein near the heart, such as a peripherally
    inserted central catheter (PICC), a tunnelled catheter or an implanted port. Central lines are used for vesicants, TPN and
    long-term therapy, are accessed with strict asepsis, and their dressings are changed with sterile technique. A sudden
    onset of dyspnoea, chest pain and hypotension during line care may be an air embolism: the nurse clamps the catheter and
    places the client on the left side in Trendelenburg position, then calls for help.`,
    `Total parenteral nutrition (TPN) is an intravenous nutrition solution of dextrose, amino acids, lipids, electrolytes and
    vitamins given through a central line. Nursing care includes frequent blood glucose checks because of hyperglycemia,
    a dedicated line, daily weights, and never stopping TPN abruptly; if a bag is unavailable, 10 percent dextrose is
    infused to prevent rebound hypoglycemia.`,
  ),

  topic(
    'pharm-drug-classes',
    PHARM,
    'Expected Actions, Adverse Effects and Interactions of Key Drugs',
    'advanced',
    80,
    'anticoagulants, warfarin, heparin, digoxin, insulin, ACE inhibitors, diuretics, opioids, lithium, antibiotics',
    'Know the expected effects, key adverse effects, monitoring and antidotes of frequently tested drug classes.',
    `Heparin is an anticoagulant given IV or subcutaneously; continuous IV heparin is monitored with the aPTT, and protamine
    sulfate is its antidote. Warfarin is an oral anticoagulant monitored with the INR, usually kept at 2 to 3 for conditions
    such as atrial fibrillation; vitamin K is its antidote, clients keep their intake of vitamin K-rich leafy greens
    consistent, and many drugs interact with it. Direct oral anticoagulants such as apixaban and rivaroxaban need no routine
    INR monitoring. All anticoagulants require bleeding precautions: a soft toothbrush, an electric razor, and reporting of
    black stools or unusual bruising.`,
    `Digoxin is a cardiac glycoside that strengthens contractions and slows the heart rate in heart failure and atrial
    fibrillation. The nurse takes the apical pulse for a full minute before giving it and usually holds it and notifies the
    provider if the adult rate is below 60. Signs of digoxin toxicity include nausea, vomiting, anorexia, visual disturbances
    such as yellow-green halos, and dysrhythmias; hypokalemia increases the risk of toxicity.`,
    `Insulin is a hormone that lowers blood glucose. Rapid-acting insulin such as lispro begins working in about 15 minutes,
    so it is given with meals. Regular insulin begins in about 30 to 60 minutes and is the insulin used for continuous IV infusions.
    NPH is intermediate-acting and cloudy, and when mixed with regular insulin, the clear regular insulin is drawn up first.
    Glargine is a long-acting insulin with no pronounced peak that must not be mixed with other insulins. Hypoglycemia is the
    main adverse effect.`,
    `ACE inhibitors such as lisinopril lower blood pressure; their adverse effects include a dry cough, hyperkalemia and
    angioedema, which is an emergency. Beta blockers such as metoprolol slow the heart and can mask signs of hypoglycemia.
    Loop diuretics such as furosemide cause hypokalemia, so potassium is monitored, and potassium-sparing diuretics such as
    spironolactone can cause hyperkalemia. Opioids cause respiratory depression, sedation and constipation; the nurse checks
    respiratory rate and sedation level before and after doses. Lithium is a mood stabiliser with a narrow therapeutic range
    of about 0.6 to 1.2 mEq/L; toxicity begins around 1.5 mEq/L with vomiting, diarrhoea, coarse tremor and confusion, and
    dehydration or low sodium intake raises the level. Vancomycin is an antibiotic monitored with trough levels; infusing it
    too fast causes flushing of the upper body called vancomycin infusion reaction.`,
  ),

  topic(
    'pharm-blood-pain-management',
    PHARM,
    'Blood Transfusion and Pharmacological Pain Management',
    'intermediate',
    55,
    'blood transfusion, transfusion reaction, compatibility, PCA, opioid analgesics, pain reassessment',
    'Give blood products safely and manage transfusion reactions; give analgesics and monitor their effects.',
    `Before a transfusion, the provider's order and signed consent are confirmed, baseline vital signs are taken, and two
    licensed staff verify the client's identity, blood group and the product at the bedside. Blood is given through a
    filtered blood administration set with 0.9 percent sodium chloride only, because dextrose solutions cause hemolysis,
    usually through an 18- to 20-gauge catheter in adults. The nurse stays with the client for the first 15 minutes, when
    severe reactions are most likely, and the unit is completed within four hours.`,
    `A transfusion reaction is an adverse response to a blood product. An acute hemolytic reaction, caused by ABO
    incompatibility, produces fever, chills, low back pain, hypotension, tachycardia and dark urine. For any suspected reaction,
    the nurse stops the transfusion immediately, keeps the IV open with 0.9 percent sodium chloride through new tubing,
    assesses the client, notifies the provider and blood bank, and returns the bag and tubing for testing. Circulatory
    overload from transfusion causes dyspnoea, crackles and hypertension, and older clients and those with heart failure are
    at higher risk.`,
    `Pharmacological pain management follows a stepped approach: non-opioids such as acetaminophen and NSAIDs for mild pain,
    then opioids for moderate to severe pain, often combined with adjuvants. Acetaminophen can damage the liver, and the
    maximum daily dose must not be exceeded. NSAIDs can cause gastrointestinal bleeding and kidney injury. Patient-controlled
    analgesia (PCA) is a pump that lets the client self-administer small doses of opioid within programmed limits; only the
    client presses the button. Opioid-naive clients are monitored closely for sedation, which precedes respiratory depression.
    Pain is reassessed after each dose, typically 30 to 60 minutes after oral doses and sooner after IV doses.`,
  ),

  topic(
    'rrp-vitals-labs',
    RRP,
    'Vital Signs and Laboratory Values',
    'intermediate',
    70,
    'vital signs, electrolytes, potassium, sodium, glucose, hemoglobin, INR, arterial blood gases',
    'Recognise abnormal vital signs and know common adult reference ranges of laboratory values.',
    `Normal adult vital signs are a heart rate of 60 to 100 beats per minute, a respiratory rate of 12 to 20 breaths per minute,
    a blood pressure below 120/80 mm Hg, a temperature of about 36.5 to 37.5 °C, and an oxygen saturation of 95 to 100
    percent. Tachycardia is a heart rate above 100 beats per minute, and bradycardia is a heart rate below 60. A new change in
    vital signs, such as falling blood pressure with a rising heart rate, is often the first sign of deterioration and is
    reported.`,
    `Common adult electrolyte ranges: sodium 135 to 145 mEq/L, potassium 3.5 to 5.0 mEq/L, chloride 98 to 106 mEq/L, calcium
    about 9.0 to 10.5 mg/dL, and magnesium about 1.3 to 2.1 mEq/L. Fasting blood glucose is about 70 to 100 mg/dL, and
    glycated hemoglobin (HbA1c) reflects average glucose over about three months, with 6.5 percent or higher diagnostic of
    diabetes. Blood urea nitrogen (BUN) is about 10 to 20 mg/dL and serum creatinine about 0.6 to 1.2 mg/dL; creatinine is the
    better indicator of kidney function.`,
    `Hemoglobin is about 14 to 18 g/dL in men and 12 to 16 g/dL in women, and hematocrit about 42 to 52 percent in men and 37 to
    47 percent in women. White blood cells are about 5,000 to 10,000 per mm3, and platelets about 150,000 to 400,000 per mm3;
    a platelet count below about 50,000 raises the risk of bleeding. The INR is about 0.8 to 1.1 without anticoagulation.
    Troponin is a cardiac protein whose rise indicates myocardial injury.`,
    `Arterial blood gas (ABG) values: pH 7.35 to 7.45, PaCO2 35 to 45 mm Hg, HCO3 22 to 26 mEq/L and PaO2 80 to 100 mm Hg. A critical
    value is a laboratory result far enough outside the normal range to be life-threatening, and it is reported to the provider
    promptly, with the report documented. Laboratory ranges vary between laboratories, so the nurse always uses the
    facility's reference ranges.`,
  ),

  topic(
    'rrp-diagnostic-tests',
    RRP,
    'Diagnostic Tests and Procedures',
    'intermediate',
    55,
    'cardiac catheterization, contrast media, paracentesis, thoracentesis, lumbar puncture, ECG, NPO',
    'Prepare clients for diagnostic tests and procedures and monitor them afterwards.',
    `Before many procedures the nurse confirms informed consent, allergies (especially to iodine-based contrast or latex), NPO
    status, recent anticoagulant use and kidney function. Iodinated contrast media can injure the kidneys; metformin is often
    held around the time of contrast studies according to protocol because of the risk of lactic acidosis if kidney function
    declines, and clients are encouraged to drink fluids afterwards unless restricted.`,
    `Cardiac catheterization is a procedure in which a catheter is threaded through an artery, usually femoral or radial, into
    the heart to image the coronary arteries. Afterwards the nurse checks the insertion site for bleeding and hematoma and checks
    the distal pulses, colour, temperature and sensation of the limb. After a femoral approach the client keeps the leg
    straight for several hours as ordered. Paracentesis is the removal of fluid from the abdominal cavity; the client voids
    before the procedure to avoid bladder puncture, and vital signs are watched for hypotension after large volumes are
    removed.`,
    `Thoracentesis is the removal of fluid from the pleural space; the client sits upright leaning over a bedside table, and
    afterwards the nurse monitors for pneumothorax, with a chest X-ray often ordered. Lumbar puncture is the removal of
    cerebrospinal fluid from the lower spine; the client lies curled on the side or sits bent forward, and afterwards
    increases fluids and may lie flat to reduce headache. An electrocardiogram (ECG) records the heart's electrical activity;
    the client lies still and breathes normally. Specimens are labelled in the client's presence.`,
  ),

  topic(
    'rrp-complications-system-assessment',
    RRP,
    'Postoperative Complications and System-Specific Assessments',
    'intermediate',
    60,
    'postoperative care, atelectasis, DVT, dehiscence, evisceration, neurovascular assessment, compartment syndrome, aspiration',
    'Prevent and recognise complications of surgery and treatments with focused system assessments.',
    `After surgery, the nurse monitors the airway, breathing, vital signs, pain, the surgical site, drains and urine output.
    Atelectasis is the collapse of alveoli, common in the first days after surgery; it is prevented with incentive spirometry,
    coughing and deep breathing, and early ambulation. A postoperative fever in the first 24 to 48 hours is often related to
    atelectasis. Paralytic ileus is a temporary loss of bowel movement after surgery, with abdominal distension and absent
    bowel sounds.`,
    `Deep vein thrombosis (DVT) is a blood clot in a deep vein, usually of the leg, causing unilateral swelling, warmth and pain;
    the leg is not massaged because the clot can break off and cause a pulmonary embolism, which presents with sudden
    dyspnoea, chest pain, tachycardia and anxiety. Prevention includes early ambulation, anticoagulants and compression
    devices. Wound dehiscence is the separation of the wound edges. Evisceration is the protrusion of abdominal organs through
    the wound; the nurse stays with the client, covers the organs with sterile dressings moistened with sterile saline, places
    the client in low Fowler's position with knees bent, and calls the surgeon.`,
    `A neurovascular assessment checks the circulation, movement and sensation of a limb after a fracture, cast or surgery,
    using the six Ps: pain, pallor, pulselessness, paresthesia, paralysis and poikilothermia (coolness). Compartment syndrome
    is a dangerous rise in pressure inside a muscle compartment that cuts off circulation; its earliest sign is pain out of
    proportion to the injury that is not relieved by analgesics and increases with passive stretching. It is an emergency
    requiring prompt notification and possibly a fasciotomy. Aspiration precautions for clients with impaired swallowing
    include an upright position for meals, thickened liquids as ordered and suction at the bedside.`,
  ),

  topic(
    'pa-fluid-electrolyte-acid-base',
    PA,
    'Fluid, Electrolyte and Acid-Base Imbalances',
    'advanced',
    75,
    'hyperkalemia, hypokalemia, hyponatremia, hypocalcemia, fluid volume excess, acid-base, ROME',
    'Recognise and manage fluid, electrolyte and acid-base imbalances and interpret arterial blood gases.',
    `Fluid volume deficit is a loss of extracellular fluid from vomiting, diarrhoea, bleeding or poor intake, producing
    tachycardia, hypotension, poor skin turgor, concentrated urine and weight loss. Fluid volume excess is an excess of
    extracellular fluid, often from heart failure or kidney failure, producing edema, crackles, distended neck veins,
    hypertension and weight gain. Daily weight is the best indicator of fluid balance: a gain of 1 kg equals about one litre
    of fluid.`,
    `Hyperkalemia is a serum potassium above 5.0 mEq/L, often from kidney failure or potassium-sparing drugs; it causes muscle
    weakness and dysrhythmias, with tall peaked T waves on the ECG. Treatment includes IV calcium gluconate to protect the heart,
    IV regular insulin with dextrose to shift potassium into cells, and removal with binders or dialysis. Hypokalemia is a serum
    potassium below 3.5 mEq/L, often from loop diuretics, vomiting or diarrhoea; it causes muscle weakness, leg cramps,
    decreased bowel motility and flattened T waves with U waves. Oral potassium is given with food, and IV potassium is always
    diluted and infused slowly by pump, never as an IV push.`,
    `Hyponatremia is a serum sodium below 135 mEq/L; it causes confusion, headache and seizures in severe cases. Hypernatremia is a
    serum sodium above 145 mEq/L, usually from water loss, and causes thirst, restlessness and confusion. Hypocalcemia is a low
    serum calcium that increases neuromuscular excitability; signs include tingling around the mouth, muscle cramps, the
    Chvostek sign (twitching of the face when the facial nerve is tapped) and the Trousseau sign (carpal spasm when a blood
    pressure cuff is inflated). Hypocalcemia is a risk after thyroid or parathyroid surgery.`,
    `Acid-base balance is read from the arterial blood gas (ABG). To interpret an ABG, look at the pH first, then decide whether the PaCO2 or the HCO3 explains it. Acidosis is a pH below 7.35 and alkalosis a pH above 7.45. In
    respiratory disorders the PaCO2 moves opposite to the pH, and in metabolic disorders the HCO3 moves in the same direction
    as the pH, a rule remembered as ROME (respiratory opposite, metabolic equal). Respiratory acidosis comes from
    hypoventilation, such as COPD or opioid overdose; respiratory alkalosis from hyperventilation, such as anxiety;
    metabolic acidosis from diabetic ketoacidosis, kidney failure or diarrhoea; and metabolic alkalosis from vomiting or
    nasogastric suction.`,
  ),

  topic(
    'pa-medical-emergencies',
    PA,
    'Medical Emergencies',
    'advanced',
    70,
    'CPR, anaphylaxis, sepsis, stroke, myocardial infarction, diabetic ketoacidosis, hypoglycemia',
    'Respond to cardiac arrest, anaphylaxis, sepsis, stroke, acute coronary syndrome and diabetic emergencies.',
    `For an unresponsive adult without normal breathing, the nurse calls for help and an AED and starts CPR. High-quality
    adult CPR means compressions at 100 to 120 per minute, at a depth of at least 5 cm (2 inches), allowing full chest recoil,
    minimising interruptions, and a ratio of 30 compressions to 2 breaths without an advanced airway. The AED is used as soon as
    it is available. Ventricular fibrillation is a shockable rhythm treated with defibrillation, while asystole is not
    shockable and is treated with CPR and epinephrine.`,
    `Anaphylaxis is a severe, life-threatening allergic reaction with airway swelling, wheezing, hypotension, urticaria and
    anxiety. The first-line treatment is intramuscular epinephrine into the mid-outer thigh, repeated if needed, together with
    stopping the trigger, maintaining the airway, oxygen and IV fluids. Antihistamines and corticosteroids are secondary
    treatments. Sepsis is life-threatening organ dysfunction caused by a dysregulated response to infection. Early
    management includes measuring lactate, obtaining blood cultures before antibiotics, giving broad-spectrum antibiotics
    promptly, and giving 30 mL/kg of crystalloid fluid for hypotension or a lactate of 4 mmol/L or more, with vasopressors if
    hypotension persists.`,
    `A stroke is a sudden loss of brain function from interrupted blood flow. Signs are remembered with BE FAST: balance loss,
    eye (vision) changes, face drooping, arm weakness, speech difficulty and time to call emergency services. Eligibility for thrombolytic therapy depends on the time the client was last known well, and a CT scan must rule out hemorrhage first.
    Acute coronary syndrome presents with chest pain or pressure that may spread to the arm, jaw or back, with dyspnoea,
    sweating and nausea; women, older adults and people with diabetes may have atypical symptoms. Care includes a 12-lead ECG
    within 10 minutes, aspirin unless contraindicated, nitroglycerin if blood pressure allows, and oxygen if saturation is
    low.`,
    `Diabetic ketoacidosis (DKA) is a complication of type 1 diabetes with hyperglycemia, ketones and metabolic acidosis, causing
    Kussmaul respirations, fruity breath and dehydration; treatment is IV fluids, IV regular insulin and potassium replacement.
    Hypoglycemia is a blood glucose below 70 mg/dL, with shakiness, sweating, confusion and tachycardia. A conscious client
    who can swallow takes 15 g of fast-acting carbohydrate and is rechecked in 15 minutes (the rule of 15); an unconscious
    client receives IV dextrose or glucagon.`,
  ),

  topic(
    'pa-hemodynamics-cardiopulmonary',
    PA,
    'Hemodynamics, Shock and Cardiopulmonary Alterations',
    'advanced',
    75,
    'shock, heart failure, dysrhythmias, COPD, asthma, pneumothorax, chest tube',
    'Recognise shock and manage heart failure, dysrhythmias, COPD, asthma and chest tubes.',
    `Shock is a state of inadequate tissue perfusion. Hypovolemic shock comes from blood or fluid loss, cardiogenic shock from
    pump failure, distributive shock from widespread vasodilation as in sepsis and anaphylaxis, and obstructive shock from a
    blockage such as a pulmonary embolism or tension pneumothorax. Early signs include tachycardia, restlessness, cool clammy
    skin and decreasing urine output; hypotension is often a late sign. Mean arterial pressure (MAP) is the average pressure
    in the arteries during one cardiac cycle, and a MAP of at least 65 mm Hg is a common target to perfuse organs.`,
    `Heart failure is the inability of the heart to pump enough blood to meet the body's needs. Left-sided heart failure causes
    pulmonary congestion, with dyspnoea, orthopnoea, crackles and cough with frothy sputum. Right-sided heart failure causes
    systemic congestion, with peripheral edema, jugular venous distension, weight gain and an enlarged liver. Care includes
    daily weights, sodium and fluid restriction as ordered, diuretics, ACE inhibitors or related drugs, and teaching the client
    to report a weight gain of more than about 1 to 1.5 kg in a day or 2 kg in a week.`,
    `Atrial fibrillation is an irregular, often rapid rhythm in which the atria quiver, which raises the risk of stroke, so
    clients often receive anticoagulants. Chronic obstructive pulmonary disease (COPD) is a progressive lung disease with
    airflow limitation; clients use pursed-lip breathing and receive oxygen titrated to a target saturation often around 88 to
    92 percent. Asthma is a chronic inflammatory airway disease with reversible bronchoconstriction; a short-acting beta
    agonist such as albuterol is the rescue medication, and a silent chest in a struggling client is an ominous sign.`,
    `A pneumothorax is air in the pleural space that collapses the lung. A chest tube removes air or fluid from the pleural space
    and connects to a drainage system with a water-seal chamber. Gentle tidaling of the water in the water-seal chamber with
    breathing is expected, while continuous bubbling in the water-seal chamber suggests an air leak. The drainage system is
    kept below the level of the chest. If the tube becomes disconnected, the nurse places its end in sterile water; if it is
    pulled out, the site is covered with a sterile dressing taped on three sides. Chest tubes are not clamped routinely.`,
  ),

  topic(
    'pa-illness-management-unexpected-responses',
    PA,
    'Illness Management and Unexpected Responses to Therapies',
    'advanced',
    60,
    'increased intracranial pressure, seizures, chronic kidney disease, malignant hyperthermia, neuroleptic malignant syndrome, serotonin syndrome',
    'Manage neurological and renal conditions and recognise life-threatening unexpected responses to treatment.',
    `Increased intracranial pressure (ICP) is a rise in pressure inside the skull from bleeding, swelling or a mass. The earliest
    sign is a change in level of consciousness, such as restlessness or confusion. Late signs include Cushing's triad, which is
    hypertension with a widening pulse pressure, bradycardia and irregular respirations, and fixed dilated pupils. Nursing care
    includes elevating the head of the bed about 30 degrees with the head in a neutral position, avoiding hip flexion,
    clustering care, and preventing straining and coughing.`,
    `A seizure is a burst of abnormal electrical activity in the brain. During a tonic-clonic seizure, the nurse protects the
    client from injury, turns the client to the side, loosens clothing, times the seizure and never puts anything in the
    mouth. Status epilepticus is a seizure lasting more than five minutes or repeated seizures without recovery, and it is
    an emergency treated with IV benzodiazepines. Chronic kidney disease is a gradual loss of kidney function; clients need
    restrictions of fluid, sodium, potassium and phosphorus as ordered, monitoring for fluid overload and hyperkalemia, and care
    of the dialysis access, such as not taking blood pressure or drawing blood in the arm with an arteriovenous fistula, and
    checking it for a thrill and bruit.`,
    `Unexpected responses to therapies can be life-threatening. Malignant hyperthermia is a rare inherited reaction to some
    anaesthetic gases and succinylcholine, with muscle rigidity, rising end-tidal carbon dioxide, tachycardia and a rapid rise
    in temperature; dantrolene is the treatment. Neuroleptic malignant syndrome is a reaction to antipsychotic drugs with high
    fever, severe muscle rigidity, altered consciousness and autonomic instability. Serotonin syndrome is an excess of
    serotonin, often from combining serotonergic drugs, with agitation, tremor, hyperreflexia, fever and diarrhoea. In each
    case the nurse stops the suspected drug, notifies the provider, and supports cooling, fluids and monitoring.`,
  ),
];
