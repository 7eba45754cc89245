//! A player's typed name or a seat's colour never takes a case ending glued to it.
//!
//! Tamil and Malayalam mark case with endings on the noun ("அம்முவுக்கு", "അമ്മുവിന്"),
//! and the right ending depends on how the noun ends: no message can know it for a name
//! a player types, nor write "ചുവപ്പ്" + "ക്ക്" and get "ചുവപ്പിന്". So in these two
//! languages a name or a colour stands where it needs no ending (before a colon, as a
//! subject, before a noun that takes the ending: "{ $seat } தரப்பில்"), and squares and
//! numbers take theirs after a hyphen ("d4-இல்", "d4-ൽ"). The test formats every message
//! of `ta` and `ml` with each colour and a typed name, and every other variable with a
//! plausible value, and looks at the text right after each inserted value: it must not
//! go on with a letter or a combining mark (glued: "ചുവപ്പ്യുടെ"), nor with a space and
//! a case ending standing alone ("{ $name } க்கு", "சிவப்பு இன்").

use std::collections::BTreeSet;

use super::*;

/// The languages whose case endings would glue onto a name.
const LANGS: [Lang; 2] = [Lang::Ml, Lang::Ta];

/// Variables that hold a seat's colour, a side's colour or a player's name (typed, or
/// the colour when none was typed): English's `seat`, `name`, `mover`, `victim`,
/// `first`, `second` (Dhayam seats), `you`, `computer` (the tutorial's seats and
/// sides), `winner`, `loser` (Makruk's players), `color` (Makruk's White and Black) and
/// `players` (the names of a saved game's players, listed).
const NAME_VARS: [&str; 12] = [
    "seat", "name", "mover", "victim", "first", "second", "you", "computer", "winner", "loser",
    "color", "players",
];

/// The name a player might type: Malayalam and Tamil would both inflect it
/// ("അമ്മുവിന്റെ", "அம்முவின்"), which no message can do.
const TYPED_NAME: &str = "Ammu";

/// The colour names of `lang`: Dhayam's four seats and Makruk's two sides.
const COLOUR_IDS: [&str; 6] = [
    "seat-red",
    "seat-green",
    "seat-yellow",
    "seat-blue",
    "makruk-white",
    "makruk-black",
];

/// Case endings and postpositions that must never stand apart after a space: the whole
/// word after the space is one of these.
const TAMIL_SUFFIXES: [&str; 36] = [
    "க்கு",
    "க்குப்",
    "க்கும்",
    "க்கான",
    "இல்",
    "இலும்",
    "இலுள்ள",
    "இலிருந்து",
    "இன்",
    "இனுடைய",
    "இற்கு",
    "ஐ",
    "ஐப்",
    "ஐத்",
    "ஐச்",
    "ஐக்",
    "ஐயும்",
    "உம்",
    "உக்கு",
    "உடைய",
    "உடன்",
    "ஓடு",
    "ஆல்",
    "ஆக",
    "இடம்",
    "இடமிருந்து",
    "வுக்கு",
    "வின்",
    "வை",
    "வில்",
    "வுடன்",
    "யின்",
    "யை",
    "யில்",
    "யுடன்",
    "அது",
];
const MALAYALAM_SUFFIXES: [&str; 33] = [
    "ക്ക്",
    "ക്കു",
    "യ്ക്ക്",
    "യ്ക്കു",
    "ന്",
    "നു",
    "ന്റെ",
    "നെ",
    "യുടെ",
    "ഉടെ",
    "യെ",
    "ഇനെ",
    "ഇന്",
    "ഇന്റെ",
    "ഇൽ",
    "ഇലെ",
    "ലെ",
    "ലേക്ക്",
    "ഇലേക്ക്",
    "ൽ",
    "ൽനിന്ന്",
    "ഉം",
    "യും",
    "വും",
    "ഓട്",
    "യോട്",
    "വിന്",
    "വിന്റെ",
    "വിനെ",
    "വിൽ",
    "യിൽ",
    "ക്കും",
    "ഉടേത്",
];
/// Beginnings no Tamil or Malayalam word has, so a word after a space that starts so is
/// a detached ending: a doubled consonant ("க்கு", "ക്കും"), Malayalam's "ന്റ" and
/// "യ്ക്ക".
const SUFFIX_STARTS: [&str; 8] = ["க்க", "ச்ச", "த்த", "ப்ப", "ட்ட", "ക്ക", "ന്റ", "യ്ക്ക"];

/// A combining mark: Tamil and Malayalam vowel signs, viramas and length marks, the
/// Latin combining diacritics, and the zero-width joiners that join what is either side.
fn is_mark(c: char) -> bool {
    matches!(c,
        '\u{0300}'..='\u{036F}'
        | '\u{0B82}'
        | '\u{0BBE}'..='\u{0BCD}'
        | '\u{0BD7}'
        | '\u{0D00}'..='\u{0D03}'
        | '\u{0D3B}'..='\u{0D3C}'
        | '\u{0D3E}'..='\u{0D4D}'
        | '\u{0D57}'
        | '\u{0D62}'..='\u{0D63}'
        | '\u{200C}'..='\u{200D}')
}

/// Malayalam's chillu letters (ൺ ൻ ർ ൽ ൾ ൿ): letters, but never at the start of a word.
fn is_chillu(c: char) -> bool {
    matches!(c, '\u{0D54}'..='\u{0D56}' | '\u{0D7A}'..='\u{0D7F}')
}

/// What is wrong with `after`, the text that follows an inserted value, if anything.
fn fault(lang: Lang, after: &str) -> Option<String> {
    let first = after.chars().next()?;
    if first.is_alphabetic() || is_mark(first) {
        return Some(format!("'{first}' is glued to it"));
    }
    let rest = after.strip_prefix([' ', '\u{00A0}'])?;
    let word: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || is_mark(*c))
        .collect();
    let first = word.chars().next()?;
    let suffixes: &[&str] = match lang {
        Lang::Ta => &TAMIL_SUFFIXES,
        _ => &MALAYALAM_SUFFIXES,
    };
    if is_mark(first)
        || is_chillu(first)
        || suffixes.contains(&word.as_str())
        || SUFFIX_STARTS.iter().any(|s| word.starts_with(s))
    {
        return Some(format!("the ending '{word}' stands apart from it"));
    }
    None
}

/// Message id → the variables its value uses (selectors included), over a language's
/// files: the i18n tests' own reading, without its mark on selectors.
fn variables(lang: Lang) -> Vec<(String, BTreeSet<String>)> {
    super::tests::messages(lang)
        .into_iter()
        .map(|(id, vars)| {
            let vars: BTreeSet<String> = vars
                .into_iter()
                .map(|v| v.trim_start_matches('?').to_string())
                .collect();
            (id, vars)
        })
        .filter(|(_, vars)| !vars.is_empty())
        .collect()
}

fn plausible(var: &str, n: i64) -> FluentValue<'static> {
    match var {
        "square" | "from" | "to" | "progress" => "d4".into(),
        "values" => "5, 6".into(),
        "percent" | "loss" | "difference" => "12%".into(),
        "move" | "played" | "better" | "best" | "mv" => "Nc3".into(),
        "luck" => "+0.50".into(),
        "path" => "/home/ammu/dhayam.toml".into(),
        "file" => "game.dhayam".into(),
        "key" | "tag" | "variant" | "char" | "pawn" | "text" | "stored" | "replayed" => "x7".into(),
        "reason" | "message" | "detail" | "why" | "how" | "mode" | "option" | "honour"
        | "level" | "easy" | "piece" => "(…)".into(),
        _ => n.into(),
    }
}

#[test]
fn names_and_colours_never_take_a_glued_or_detached_case_ending() {
    let mut wrong: Vec<String> = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    for lang in LANGS {
        let mut names: Vec<String> = COLOUR_IDS
            .iter()
            .map(|id| message(lang, id, None))
            .collect();
        names.push(TYPED_NAME.to_string());
        for (id, vars) in variables(lang) {
            for var in &vars {
                let is_name = NAME_VARS.contains(&var.as_str());
                for n in [0, 1, 2, 5, 12] {
                    let args_with = |value: FluentValue<'static>| {
                        let mut args = FluentArgs::new();
                        for other in &vars {
                            let v = if other == var {
                                value.clone()
                            } else if NAME_VARS.contains(&other.as_str()) {
                                TYPED_NAME.into()
                            } else {
                                plausible(other, n)
                            };
                            args.set(other.clone(), v);
                        }
                        args
                    };
                    // Where the value lands: a marker in its place splits the text.
                    let marked = message(lang, &id, Some(&args_with("\u{E000}".into())));
                    let afters: Vec<&str> = marked.split('\u{E000}').skip(1).collect();
                    let values: Vec<FluentValue<'static>> = if is_name {
                        names.iter().map(|s| FluentValue::from(s.clone())).collect()
                    } else {
                        vec![plausible(var, n)]
                    };
                    for value in values {
                        let shown = match &value {
                            FluentValue::String(s) => s.to_string(),
                            _ => String::new(),
                        };
                        let text = message(lang, &id, Some(&args_with(value)));
                        for after in &afters {
                            if let Some(why) = fault(lang, after) {
                                // One line per message, variable and name (not per count).
                                let key = format!("{}\u{1}{id}\u{1}{var}\u{1}{shown}", lang.tag());
                                if !seen.contains(&key) {
                                    seen.push(key);
                                    wrong.push(format!(
                                        "{}: '{id}' with ${var}: {why}: “{text}”",
                                        lang.tag()
                                    ));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} places where a case ending is glued to a variable or stands apart from it:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn the_check_sees_glued_and_detached_endings() {
    assert!(fault(Lang::Ml, "യുടെ വാതിൽ").is_some());
    assert!(fault(Lang::Ml, "ക്ക് കഴിയില്ല").is_some());
    assert!(fault(Lang::Ml, "\u{0D4D}ക്ക്").is_some());
    assert!(fault(Lang::Ml, " യുടെ വാതിൽ").is_some());
    assert!(fault(Lang::Ml, " ൽ").is_some());
    assert!(fault(Lang::Ta, " க்கு வாசல்").is_some());
    assert!(fault(Lang::Ta, " இன் எல்லாக் காய்களும்").is_some());
    assert!(fault(Lang::Ta, "க்கு").is_some());
    assert!(fault(Lang::Ta, ": வாசல் திறந்தது").is_none());
    assert!(fault(Lang::Ta, "-இல் உள்ள").is_none());
    assert!(fault(Lang::Ta, " இன்னும்").is_none());
    assert!(fault(Lang::Ml, "-ൽ നിന്ന്").is_none());
    assert!(fault(Lang::Ml, " കരു").is_none());
    assert!(fault(Lang::Ml, "").is_none());
}
