// Package langtest holds the tests of Wordle played with the word lists
// bundled for other languages (dictionary/es, dictionary/fr,
// dictionary/de). They live apart from package wordle's own tests so
// that those keep running in a program that imports no language package,
// as a program that plays only English does; importing one here
// registers its lists for every test of this package.
package langtest
