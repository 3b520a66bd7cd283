// Mantine's PostCSS preset: rem()/em() functions, light-dark and nesting. Media queries use em values
// (sm = 48em) directly, since Biome does not parse postcss-simple-vars' $variables.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
