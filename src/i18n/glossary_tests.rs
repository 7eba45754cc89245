//! Each language keeps one word per idea: its GLOSSARY.md names the word and the alternatives that must not appear.
//!
//! `assets/i18n/<tag>/GLOSSARY.md` holds one markdown table, `| idea | word | never |`,
//! where "never" is a comma-separated list (maybe empty) of words that would name the
//! same idea a second way. No message of that language (the text of values, attributes
//! and variants, over all four files; not comments, not ids) may contain a "never"
//! word, and every row's word must appear in some message, so that the glossary cannot
//! drift from the files. Matching is by substring and ignores case.

use std::collections::BTreeMap;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

use super::*;

/// A language's glossary, embedded so that a missing one is a compile error.
const fn glossary(lang: Lang) -> Option<&'static str> {
    macro_rules! glossary {
        ($tag:literal) => {
            Some(include_str!(concat!(
                "../../assets/i18n/",
                $tag,
                "/GLOSSARY.md"
            )))
        };
    }
    match lang {
        Lang::En => None,
        Lang::Ta => glossary!("ta"),
        Lang::Th => glossary!("th"),
        Lang::Ml => glossary!("ml"),
        Lang::Et => glossary!("et"),
        Lang::Zu => glossary!("zu"),
    }
}

/// One row of a glossary: the idea, its one word, and the words it must never be.
#[derive(Debug)]
struct Row {
    idea: String,
    word: String,
    never: Vec<String>,
}

/// The rows of the glossary's one table (its header and separator left out).
fn rows(lang: Lang, markdown: &str) -> Vec<Row> {
    let mut table = markdown
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with('|'));
    let header = table
        .next()
        .unwrap_or_else(|| panic!("{} GLOSSARY.md has no table", lang.tag()));
    assert_eq!(
        cells(header),
        ["idea", "word", "never"],
        "{} GLOSSARY.md: the table's columns must be idea | word | never",
        lang.tag()
    );
    let separator = table.next().unwrap_or_default();
    assert!(
        cells(separator)
            .iter()
            .all(|c| !c.is_empty() && c.chars().all(|ch| ch == '-' || ch == ':')),
        "{} GLOSSARY.md: the header must be followed by |---|---|---|",
        lang.tag()
    );
    table
        .map(|line| {
            let [idea, word, never] = cells(line).try_into().unwrap_or_else(|c: Vec<String>| {
                panic!(
                    "{} GLOSSARY.md: the row {line:?} has {} cells, not 3",
                    lang.tag(),
                    c.len()
                )
            });
            assert!(
                !idea.is_empty() && !word.is_empty(),
                "{} GLOSSARY.md: the row {line:?} needs an idea and a word",
                lang.tag()
            );
            let never = never
                .split(',')
                .map(str::trim)
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect();
            Row { idea, word, never }
        })
        .collect()
}

/// The cells of a table line: `| a | b |` gives `["a", "b"]`.
fn cells(line: &str) -> Vec<String> {
    let inner = line.trim().trim_start_matches('|').trim_end_matches('|');
    inner.split('|').map(|c| c.trim().to_string()).collect()
}

/// Message (or term) id → its text in lower case: value, attributes and every variant,
/// over all of a language's files.
fn texts(lang: Lang) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (file, source) in lang.sources() {
        let ast = parser::parse(source).unwrap_or_else(|(_, errors)| {
            panic!(
                "{} translation {file} has Fluent syntax errors: {errors:?}",
                lang.tag()
            )
        });
        for entry in ast.body {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
                Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                _ => continue,
            };
            let mut text = String::new();
            if let Some(p) = &value {
                pattern_text(p, &mut text);
            }
            for a in &attributes {
                text.push('\n');
                pattern_text(&a.value, &mut text);
            }
            out.insert(id, text.to_lowercase());
        }
    }
    out
}

fn pattern_text(p: &Pattern<&str>, out: &mut String) {
    for e in &p.elements {
        match e {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => expression_text(expression, out),
        }
    }
}

fn expression_text(e: &Expression<&str>, out: &mut String) {
    match e {
        Expression::Inline(i) => inline_text(i, out),
        Expression::Select { selector, variants } => {
            inline_text(selector, out);
            for v in variants {
                // Variants are alternatives: keep them apart, so that no word is
                // made of the end of one and the start of the next.
                out.push('\n');
                pattern_text(&v.value, out);
            }
            out.push('\n');
        }
    }
}

fn inline_text(i: &InlineExpression<&str>, out: &mut String) {
    match i {
        InlineExpression::StringLiteral { value } => out.push_str(value),
        InlineExpression::Placeable { expression } => expression_text(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_text(a, out);
            }
        }
        // A variable or a reference stands for other text: a space keeps the words
        // on either side of it apart.
        _ => out.push(' '),
    }
}

/// What is wrong with a language's messages (id → lower-case text) against its
/// glossary's rows, one line per fault.
fn faults(tag: &str, rows: &[Row], texts: &BTreeMap<String, String>) -> Vec<String> {
    let mut faults = Vec::new();
    if rows.len() < 20 {
        faults.push(format!(
            "{tag}: GLOSSARY.md has {} rows; it should name at least 20 of the games' words",
            rows.len()
        ));
    }
    for row in rows {
        let word = row.word.to_lowercase();
        if !texts.values().any(|t| t.contains(&word)) {
            faults.push(format!(
                "{tag}: the glossary's word “{}” ({}) appears in no message",
                row.word, row.idea
            ));
        }
        for never in &row.never {
            let lower = never.to_lowercase();
            let ids: Vec<&str> = texts
                .iter()
                .filter(|(_, t)| t.contains(&lower))
                .map(|(id, _)| id.as_str())
                .collect();
            if !ids.is_empty() {
                faults.push(format!(
                    "{tag}: “{never}” appears where the glossary says “{}” ({}): {}",
                    row.word,
                    row.idea,
                    ids.join(", ")
                ));
            }
        }
    }
    faults
}

#[test]
fn every_language_but_english_has_a_glossary_that_its_messages_keep() {
    let mut all = Vec::new();
    for lang in Lang::ALL {
        match glossary(lang) {
            Some(markdown) => all.extend(faults(lang.tag(), &rows(lang, markdown), &texts(lang))),
            None => assert_eq!(lang, Lang::En, "only English, the source, has no glossary"),
        }
    }
    assert!(all.is_empty(), "{}", all.join("\n"));
}

#[test]
fn a_glossary_table_parses_into_rows() {
    let markdown = "# Test glossary\n\nText.\n\n| idea | word | never |\n|---|---|---|\n\
                    | pawn | nupp | |\n| centre | keskruut | keskpunkt, kese |\n";
    let rows = rows(Lang::Et, markdown);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].idea, "pawn");
    assert_eq!(rows[0].word, "nupp");
    assert!(rows[0].never.is_empty());
    assert_eq!(rows[1].never, ["keskpunkt", "kese"]);
}

#[test]
fn a_forbidden_word_in_a_message_is_named_with_its_id() {
    // A glossary that forbids a word a message uses must fail, naming the language,
    // the word, the glossary's word and the message's id; a glossary word no message
    // uses, and a glossary too short, fail too.
    let markdown = "| idea | word | never |\n|---|---|---|\n| throw | vise | heide, veeretus |\n\
                    | die | täring | kuubik |\n";
    let texts: BTreeMap<String, String> = [
        ("throw", "viska"),
        ("throw-hint", "viska mõlemat täringut"),
        ("help-dice", "kaks heidet ja veeretus"),
    ]
    .into_iter()
    .map(|(id, text)| (id.to_string(), text.to_string()))
    .collect();
    let faults = faults("et", &rows(Lang::Et, markdown), &texts);
    assert!(
        faults.contains(
            &"et: “heide” appears where the glossary says “vise” (throw): help-dice".to_string()
        ),
        "{faults:#?}"
    );
    assert!(
        faults.contains(
            &"et: “veeretus” appears where the glossary says “vise” (throw): help-dice".to_string()
        ),
        "{faults:#?}"
    );
    assert!(
        faults
            .contains(&"et: the glossary's word “vise” (throw) appears in no message".to_string()),
        "{faults:#?}"
    );
    assert!(
        faults.iter().any(|f| f.contains("at least 20")),
        "{faults:#?}"
    );
    assert!(!faults.iter().any(|f| f.contains("täring")), "{faults:#?}");
}

/// The languages whose messages name a button, an option or a house rule in one way
/// (Tamil and Thai were read for it by an editor; the others may join when they do).
const QUOTING_LANGS: [Lang; 2] = [Lang::Ta, Lang::Th];

/// A message that names a control in its text, and the message that is that control's
/// label: English says "press Next", "press Throw", "presses Start counting", "the
/// house rule "Places"".
const NAMED_CONTROLS: [(&str, &str); 7] = [
    ("tutorial-read-on", "tutorial-next"),
    ("tutorial-dice-throw", "throw"),
    ("makruk-rules-counting-body", "makruk-start-count"),
    ("tutorial-house-others", "option-cutbonus"),
    ("tutorial-house-others", "option-entry"),
    ("tutorial-house-others", "option-places"),
    ("tutorial-king-places-intro", "option-places"),
];

/// What is wrong with how `text` names the control labelled `label`, if anything: it
/// must quote the label, as the screen writes it, with curly quotes.
fn naming_fault(text: &str, label: &str) -> Option<String> {
    let quoted = format!("“{label}”");
    (!text.contains(&quoted)).then(|| format!("does not name {quoted}"))
}

/// The text with what stands in square brackets left out: `[Name "value"]` shows a
/// file's own syntax, straight quotes and all.
fn outside_brackets(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn a_named_button_or_option_is_quoted_as_the_screen_writes_it() {
    let mut wrong = Vec::new();
    for lang in QUOTING_LANGS {
        for (id, control) in NAMED_CONTROLS {
            let text = message(lang, id, None);
            let label = message(lang, control, None);
            if let Some(why) = naming_fault(&text, &label) {
                wrong.push(format!(
                    "{}: '{id}' {why} (the label of '{control}')",
                    lang.tag()
                ));
            }
        }
        for (id, text) in texts(lang) {
            if outside_brackets(&text).contains('"') {
                wrong.push(format!(
                    "{}: '{id}' uses straight quotes (\"); quote with “ ”",
                    lang.tag()
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_quoting_check_sees_a_bare_or_straight_quoted_label() {
    assert!(naming_fault("อ่านข้อความ แล้วกด ถัดไป", "ถัดไป").is_some());
    assert!(naming_fault("กด \"ถัดไป\"", "ถัดไป").is_some());
    assert!(naming_fault("อ่านข้อความ แล้วกด “ถัดไป”", "ถัดไป").is_none());
    assert_eq!(
        outside_brackets("'x' என்பது [Name \"value\"] அல்ல"),
        "'x' என்பது  அல்ல"
    );
}
