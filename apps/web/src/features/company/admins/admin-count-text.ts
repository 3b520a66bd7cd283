/** 'Dit abonnement inkluderer 2 administratorer.' (singular for the freemium plan's one). */
export function includedAdminsText(included: number): string {
  return `Dit abonnement inkluderer ${included} ${included === 1 ? 'administrator' : 'administratorer'}.`;
}

/** '1 ekstra administrator: 25,00 kr. om måneden' (the total already formatted). */
export function extraAdminsText(extra: number, formattedTotal: string): string {
  return `${extra} ${extra === 1 ? 'ekstra administrator' : 'ekstra administratorer'}: ${formattedTotal} om måneden (ekskl. moms).`;
}
