/** The results portal on paper (RULES.md R16.2-R16.3): its address on round sheets. */
export default {
  sheet: 'Report your results on the results portal: scan the code or open {{url}}',
};
