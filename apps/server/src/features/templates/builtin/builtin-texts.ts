/**
 * The three templates Kollega ships with (docs/rules/platform.md#ruling-23, decision 031), written for small Danish companies.
 * A paragraph may contain fill-in lines ('__________'); a section's `fields` become labelled lines to fill in.
 * They are general templates, not legal advice: the introduction says so.
 */
export interface TemplateSection {
  heading: string;
  paragraphs?: string[];
  fields?: string[];
}

export interface BuiltinTemplate {
  title: string;
  intro: string;
  sections: TemplateSection[];
  signatures: [string, string];
}

const NOTE =
  'Skabelonen er et udgangspunkt fra Kollega. Tilpas den til jeres forhold og en eventuel overenskomst, og søg ' +
  'rådgivning ved tvivl.';

export const BUILTIN_TEMPLATES: Record<string, BuiltinTemplate> = {
  ansaettelseskontrakt: {
    title: 'Ansættelseskontrakt',
    intro:
      'Kontrakten indeholder de oplysninger, som arbejdsgiveren efter lov om ansættelsesbeviser og visse ' +
      'arbejdsvilkår (ansættelsesbevisloven) skal give skriftligt senest 7 dage efter ansættelsens start ' +
      '(oplysningerne i afsnit 9-11 senest 1 måned efter). ' +
      NOTE,
    sections: [
      {
        heading: '1. Parterne',
        fields: ['Arbejdsgiver (navn)', 'Adresse', 'CVR-nr.', 'Medarbejder (navn)', 'Adresse'],
      },
      {
        heading: '2. Arbejdssted',
        paragraphs: [
          'Arbejdet udføres på arbejdsgiverens adresse ovenfor, medmindre andet er anført her. Har medarbejderen ' +
            'ikke et fast arbejdssted, udføres arbejdet forskellige steder, og medarbejderen kan frit bestemme ' +
            'sit arbejdssted inden for de rammer, der er aftalt.',
        ],
        fields: ['Arbejdssted, hvis et andet'],
      },
      {
        heading: '3. Stilling og arbejdsopgaver',
        paragraphs: ['Medarbejderen ansættes som (titel, grad, art eller kategori) med disse hovedopgaver:'],
        fields: ['Stillingsbetegnelse', 'Arbejdsopgaver'],
      },
      {
        heading: '4. Ansættelsens start og varighed',
        paragraphs: [
          'Ansættelsen begynder den __________. Ansættelsen er tidsubegrænset, medmindre en slutdato eller ' +
            'varighed er anført her: __________.',
          'Er medarbejderen ansat gennem et vikarbureau, er brugervirksomheden: __________.',
        ],
      },
      {
        heading: '5. Prøvetid',
        paragraphs: [
          'De første 3 måneder af ansættelsen er prøvetid. I prøvetiden kan ansættelsen opsiges af ' +
            'arbejdsgiveren med 14 dages varsel til fratræden på en hvilken som helst dag (funktionærlovens § 2, ' +
            'stk. 5). Er der ikke aftalt prøvetid, overstreges dette afsnit.',
        ],
      },
      {
        heading: '6. Løn',
        paragraphs: [
          'Grundlønnen er __________ kr. om måneden (eller __________ kr. i timen), som udbetales bagud den sidste ' +
            'bankdag i måneden til medarbejderens NemKonto.',
          'Tillæg, bonus og andre lønbestanddele, der ikke er nævnt ovenfor: __________.',
        ],
      },
      {
        heading: '7. Arbejdstid',
        paragraphs: [
          'Den normale arbejdstid er __________ timer om ugen, fordelt på mandag til fredag, ekskl. frokostpause. ' +
            'Arbejdstiden registreres efter arbejdsmiljølovens regler om registrering af arbejdstid.',
          'Overarbejde aftales på forhånd og godtgøres med __________ (afspadsering eller betaling med tillæg). ' +
            'Skiftehold eller særlige arbejdsmønstre: __________.',
        ],
      },
      {
        heading: '8. Ferie og fravær',
        paragraphs: [
          'Medarbejderen har ret til betalt ferie efter ferieloven: 2,08 feriedage for hver måneds ansættelse, ' +
            'med løn under ferie og ferietillæg på 1 %. Ferie holdes efter aftale med arbejdsgiveren. Fravær på ' +
            'grund af sygdom meldes til nærmeste leder hurtigst muligt og senest ved arbejdstids begyndelse. ' +
            'Medarbejderen har ret til løn under sygdom efter funktionærloven.',
        ],
      },
      {
        heading: '9. Pension og social sikring',
        paragraphs: [
          'Arbejdsgiveren indbetaler ATP-bidrag efter reglerne. Arbejdsmarkedspension: __________ % fra ' +
            'arbejdsgiveren og __________ % fra medarbejderen af den faste løn, indbetalt til __________ ' +
            '(pensionsselskab). Er der ingen pensionsordning, skrives "ingen".',
        ],
      },
      {
        heading: '10. Uddannelse',
        paragraphs: [
          'Medarbejderen har ret til den uddannelse, som arbejdsgiveren tilbyder: __________. Uddannelse, som ' +
            'arbejdsgiveren efter lov eller overenskomst skal give for at udføre arbejdet, er gratis for ' +
            'medarbejderen og tæller så vidt muligt som arbejdstid.',
        ],
      },
      {
        heading: '11. Overenskomst',
        paragraphs: [
          'Ansættelsen er omfattet af denne kollektive overenskomst: __________. Er den ikke omfattet af en ' +
            'overenskomst, skrives "ingen".',
        ],
      },
      {
        heading: '12. Opsigelse',
        paragraphs: [
          'Ansættelsen er omfattet af funktionærloven. Efter prøvetiden kan arbejdsgiveren opsige med de varsler, ' +
            'funktionærlovens § 2 angiver (1 måned i det første halve år, derefter 3 måneder, stigende med ' +
            'anciennitet op til 6 måneder), og medarbejderen med 1 måneds varsel, begge til fratræden ved en ' +
            'måneds udgang. Opsigelse skal være skriftlig.',
        ],
      },
      {
        heading: '13. Arbejde i udlandet',
        paragraphs: [
          'Skal medarbejderen arbejde i udlandet i mere end 4 på hinanden følgende uger, oplyser arbejdsgiveren ' +
            'skriftligt inden afrejsen landet, varigheden, valutaen for lønnen, ydelser forbundet med ' +
            'udstationeringen og vilkårene for hjemrejse.',
        ],
      },
      {
        heading: '14. Øvrige vilkår',
        paragraphs: [
          'Medarbejderen har tavshedspligt om virksomhedens forhold, jf. den særskilte tavshedserklæring. ' +
            'Udstyr, som medarbejderen får stillet til rådighed, returneres senest ved fratræden.',
        ],
        fields: ['Andre aftaler'],
      },
    ],
    signatures: ['For arbejdsgiveren', 'Medarbejder'],
  },

  tavshedserklaering: {
    title: 'Tavshedserklæring',
    intro:
      'Erklæringen gør klart, hvilke oplysninger medarbejderen skal holde fortrolige, og at pligten gælder både ' +
      'under og efter ansættelsen. ' +
      NOTE,
    sections: [
      {
        heading: '1. Parterne',
        fields: ['Virksomhed (navn og CVR-nr.)', 'Medarbejder (navn)', 'Stilling'],
      },
      {
        heading: '2. Hvad er fortroligt',
        paragraphs: [
          'Fortroligt er alt, medarbejderen får kendskab til gennem arbejdet, og som ikke er offentligt ' +
            'tilgængeligt, herunder forretningshemmeligheder efter lov om forretningshemmeligheder, priser, ' +
            'kunde- og leverandøroplysninger, tilbud, regnskaber, planer, knowhow, software og kildekode samt ' +
            'personoplysninger om kolleger, kunder og samarbejdspartnere.',
        ],
      },
      {
        heading: '3. Tavshedspligten',
        paragraphs: [
          'Medarbejderen må ikke videregive eller selv udnytte fortrolige oplysninger og skal opbevare dem, så ' +
            'uvedkommende ikke får adgang. Personoplysninger behandles efter databeskyttelsesforordningen og ' +
            'virksomhedens retningslinjer, og kun i det omfang arbejdet kræver det.',
          'Tavshedspligten gælder under ansættelsen og fortsætter uden tidsbegrænsning efter fratræden, så længe ' +
            'oplysningerne er fortrolige.',
        ],
      },
      {
        heading: '4. Undtagelser',
        paragraphs: [
          'Tavshedspligten forhindrer ikke medarbejderen i at give oplysninger, som medarbejderen efter lov har ' +
            'pligt eller ret til at give, herunder indberetninger efter lov om beskyttelse af whistleblowere, ' +
            'oplysninger til offentlige myndigheder og drøftelser med sin faglige organisation eller rådgiver om ' +
            'egne ansættelsesforhold.',
        ],
      },
      {
        heading: '5. Materiale ved fratræden',
        paragraphs: [
          'Ved fratræden afleverer medarbejderen alt materiale, der indeholder fortrolige oplysninger, herunder ' +
            'dokumenter, filer, adgangskoder og udstyr, og sletter kopier på private enheder.',
        ],
      },
      {
        heading: '6. Brud på tavshedspligten',
        paragraphs: [
          'Brud på tavshedspligten kan medføre advarsel, opsigelse eller bortvisning og erstatningsansvar efter ' +
            'dansk rets almindelige regler.',
        ],
      },
    ],
    signatures: ['For virksomheden', 'Medarbejder'],
  },

  opsigelseskvittering: {
    title: 'Kvittering for opsigelse',
    intro:
      'Med kvitteringen bekræfter arbejdsgiveren skriftligt at have modtaget medarbejderens opsigelse, og ' +
      'parterne noterer fratrædelsesdatoen og det praktiske omkring fratrædelsen. ' +
      NOTE,
    sections: [
      {
        heading: '1. Parterne',
        fields: ['Virksomhed (navn og CVR-nr.)', 'Medarbejder (navn)', 'Stilling'],
      },
      {
        heading: '2. Modtagelse af opsigelsen',
        paragraphs: [
          'Virksomheden bekræfter hermed at have modtaget medarbejderens opsigelse af ansættelsesforholdet den ' +
            '__________ (dato for modtagelse).',
        ],
      },
      {
        heading: '3. Fratræden',
        paragraphs: [
          'Medarbejderens opsigelsesvarsel er __________ (for funktionærer 1 måned til fratræden ved en måneds ' +
            'udgang, medmindre andet er aftalt). Ansættelsen ophører derfor den __________ (fratrædelsesdato).',
          'Sidste arbejdsdag er den __________. Eventuel fritstilling eller afvikling af ferie og afspadsering i ' +
            'opsigelsesperioden: __________.',
        ],
      },
      {
        heading: '4. Løn og ferie',
        paragraphs: [
          'Løn udbetales til og med fratrædelsesdatoen. Optjent, ikke afholdt ferie afregnes efter ferieloven, og ' +
            'feriepenge indberettes til Feriepengeinfo ved fratræden.',
        ],
      },
      {
        heading: '5. Aflevering',
        paragraphs: [
          'Medarbejderen afleverer senest på sidste arbejdsdag virksomhedens udstyr, nøgler, adgangskort og ' +
            'materiale. Tavshedspligten gælder fortsat efter fratræden.',
        ],
        fields: ['Udstyr der skal afleveres'],
      },
    ],
    signatures: ['For virksomheden', 'Medarbejder (kvitteret for modtagelse)'],
  },
};
