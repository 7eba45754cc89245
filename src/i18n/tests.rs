//! Every language has every message, parses cleanly and uses the same variables.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

use super::*;

/// Message id → the variables its value uses, over all of a language's files.
pub(super) fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    placed(lang)
        .into_iter()
        .map(|(id, (_, vars))| (id, vars))
        .collect()
}

/// Message id → the file that holds it, and the variables its value uses.
fn placed(lang: Lang) -> BTreeMap<String, (&'static str, BTreeSet<String>)> {
    let mut out = BTreeMap::new();
    for (file, source) in lang.sources() {
        let ast = parser::parse(source).unwrap_or_else(|(_, errors)| {
            panic!(
                "{} translation {file} has Fluent syntax errors: {errors:?}",
                lang.tag()
            )
        });
        for entry in ast.body {
            if let Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                assert!(
                    out.insert(m.id.name.to_string(), (file, vars)).is_none(),
                    "message '{}' defined twice in {}",
                    m.id.name,
                    lang.tag()
                );
            }
        }
    }
    out
}

#[test]
fn every_message_is_in_the_same_file_in_every_language() {
    let english = placed(Lang::En);
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        for (id, (file, _)) in placed(lang) {
            if let Some((english_file, _)) = english.get(&id)
                && *english_file != file
            {
                wrong.push(format!(
                    "'{id}' is in {file} in {}, in {english_file} in English",
                    lang.tag()
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, vars),
        Expression::Select { selector, variants } => {
            // A selector is marked: a language without plurals may leave it out.
            let mut sel = BTreeSet::new();
            inline_vars(selector, &mut sel);
            vars.extend(sel.into_iter().map(|v| format!("?{v}")));
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_language_parses() {
    for lang in Lang::ALL {
        messages(lang);
        for (file, source) in lang.sources() {
            assert!(
                FluentResource::try_new(source.to_string()).is_ok(),
                "{} translation {file} has Fluent syntax errors",
                lang.tag()
            );
        }
    }
}

#[test]
fn every_message_is_in_every_language() {
    let english = messages(Lang::En);
    assert!(english.len() > 50, "the English file holds the app's words");
    let mut missing = Vec::new();
    for lang in Lang::ALL {
        let theirs = messages(lang);
        for id in english.keys() {
            if !theirs.contains_key(id) {
                missing.push(format!("'{id}' missing in {}", lang.tag()));
            }
        }
        for id in theirs.keys() {
            if !english.contains_key(id) {
                missing.push(format!("'{id}' in {} is not in English", lang.tag()));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn every_language_uses_the_same_variables() {
    let english = messages(Lang::En);
    let mut wrong = Vec::new();
    // Every variable English shows must be shown; a variable English only selects on
    // (`?count`) may be left out (Thai has no plurals); no language may use a variable
    // English does not give.
    let shown = |vars: &BTreeSet<String>| -> BTreeSet<String> {
        vars.iter()
            .filter(|v| !v.starts_with('?'))
            .cloned()
            .collect()
    };
    let all = |vars: &BTreeSet<String>| -> BTreeSet<String> {
        vars.iter()
            .map(|v| v.trim_start_matches('?').to_string())
            .collect()
    };
    for lang in Lang::ALL {
        for (id, vars) in messages(lang) {
            let Some(en) = english.get(&id) else { continue };
            let missing: Vec<_> = shown(en).difference(&all(&vars)).cloned().collect();
            let unknown: Vec<_> = all(&vars).difference(&all(en)).cloned().collect();
            if !missing.is_empty() || !unknown.is_empty() {
                wrong.push(format!(
                    "'{id}' in {}: missing {missing:?}, unknown {unknown:?}",
                    lang.tag()
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_message_formats_without_errors() {
    let english = messages(Lang::En);
    for lang in Lang::ALL {
        let bundle = &bundles()[lang.index()];
        for (id, vars) in &english {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            for n in [1, 2, 5, 21] {
                let mut args = FluentArgs::new();
                for v in vars {
                    args.set(v.trim_start_matches('?').to_string(), n);
                }
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(
                    errors.is_empty(),
                    "'{id}' in {} fails to format: {errors:?}",
                    lang.tag()
                );
                assert!(!text.trim().is_empty(), "'{id}' in {} is empty", lang.tag());
            }
        }
    }
}

#[test]
fn missing_messages_fall_back_to_english_then_the_id() {
    assert_eq!(
        message(Lang::Ta, "no-such-message", None),
        "no-such-message"
    );
    assert!(has_message(Lang::En, "throw"));
    assert_eq!(message(Lang::En, "throw", None), "Throw");
}

#[test]
fn tags_and_locales() {
    assert_eq!(Lang::from_tag("ta_IN.UTF-8"), Some(Lang::Ta));
    assert_eq!(Lang::from_tag("th-TH"), Some(Lang::Th));
    assert_eq!(Lang::from_tag("fr"), None);
    assert_eq!(Lang::from_setting("zu"), Lang::Zu);
    for lang in Lang::ALL {
        assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
    }
}

#[test]
fn plurals_follow_each_language() {
    let mut args = FluentArgs::new();
    args.set("count", 1);
    args.set("seat", "Red");
    args.set("square", "d1");
    let one = message(Lang::En, "pawn-on", Some(&args));
    args.set("count", 3);
    let three = message(Lang::En, "pawn-on", Some(&args));
    assert_eq!(one, "Red pawn on d1");
    assert_eq!(three, "3 Red pawns on d1");
}

/// A reason written as part of a sentence stands alone as one: a capital and a stop in
/// English and Estonian, the stop alone in Tamil (no capitals), neither in Thai.
#[test]
fn words_standing_alone_become_a_sentence() {
    let in_lang = |lang, words: &str| {
        set_language(lang);
        let s = sentence(words);
        set_language(Lang::En);
        s
    };
    assert_eq!(
        in_lang(Lang::En, "the stored result is not the moves' result"),
        "The stored result is not the moves' result."
    );
    assert_eq!(in_lang(Lang::Et, "öö on pikk"), "Öö on pikk.");
    assert_eq!(in_lang(Lang::Ta, "கோப்பு அல்ல"), "கோப்பு அல்ல.");
    assert_eq!(in_lang(Lang::Th, "ไฟล์นี้ไม่ใช่เกม"), "ไฟล์นี้ไม่ใช่เกม");
    assert_eq!(in_lang(Lang::En, "Already one."), "Already one.");
    assert_eq!(in_lang(Lang::En, ""), "");
}
