// Prints the system ICU's cardinal plural rules for every locale it has (CLDR's rules: ICU 72
// carries CLDR 42), and the samples of each for the tests, for scripts/generate-plurals.
//
//   icu_plurals rules     LOCALE<TAB>RULES, RULES as ICU writes them ("one: i  in 1..1 and ...")
//   icu_plurals samples   LOCALE<TAB>NUMBER<TAB>CATEGORY: CLDR's samples of each category (as ICU
//                         keeps them), and numbers written with visible fraction digits, each
//                         with the category ICU selects for it
#include <unicode/locid.h>
#include <unicode/numberformatter.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>

#include <cstdio>
#include <cstring>
#include <set>
#include <string>
#include <vector>

using namespace icu;

static std::vector<std::string> locales() {
  UErrorCode status = U_ZERO_ERROR;
  StringEnumeration *available = PluralRules::getAvailableLocales(status);
  std::vector<std::string> names;
  const char *name;
  while ((name = available->next(nullptr, status)) != nullptr) names.push_back(name);
  delete available;
  return names;
}

// The category ICU gives a number written with `digits` visible fraction digits.
static std::string category(const PluralRules &rules, const Locale &locale, double value, int digits) {
  UErrorCode status = U_ZERO_ERROR;
  auto formatted = number::NumberFormatter::withLocale(locale)
                       .precision(number::Precision::fixedFraction(digits))
                       .grouping(UNUM_GROUPING_OFF)
                       .formatDouble(value, status);
  std::string out;
  rules.select(formatted, status).toUTF8String(out);
  return U_SUCCESS(status) ? out : "error";
}

int main(int argc, char **argv) {
  bool samples = argc > 1 && std::strcmp(argv[1], "samples") == 0;
  for (const std::string &name : locales()) {
    UErrorCode status = U_ZERO_ERROR;
    Locale locale(name.c_str());
    PluralRules *rules = PluralRules::forLocale(locale, status);
    if (U_FAILURE(status)) return 1;
    if (!samples) {
      std::string text;
      rules->getRules().toUTF8String(text);
      std::printf("%s\t%s\n", name.c_str(), text.c_str());
    } else {
      std::set<std::pair<double, int>> numbers;
      StringEnumeration *keywords = rules->getKeywords(status);
      const UnicodeString *keyword;
      while ((keyword = keywords->snext(status)) != nullptr) {
        double found[64];
        int32_t count = rules->getSamples(*keyword, found, 64, status);
        for (int32_t index = 0; index < count; index++) {
          double value = found[index];
          // Whole samples are written without a fraction; the others with one digit (CLDR's
          // decimal samples are 0.0, 1.5, ...).
          numbers.insert({value, value == (double)(long long)value ? 0 : 1});
        }
      }
      delete keywords;
      // Visible fraction digits: 1, 1.0, 1.00 and the like, and exact millions.
      for (double value : {0.0, 1.0, 2.0, 3.0, 5.0, 11.0, 21.0, 101.0, 1000000.0, 0.5, 1.5, 2.5}) {
        for (int digits = value == (double)(long long)value ? 0 : 1; digits <= 2; digits++) numbers.insert({value, digits});
      }
      for (const auto &[value, digits] : numbers) {
        if (value > 1e15) continue;
        std::printf("%s\t%.*f\t%s\n", name.c_str(), digits, value, category(*rules, locale, value, digits).c_str());
      }
    }
    delete rules;
  }
  return 0;
}
