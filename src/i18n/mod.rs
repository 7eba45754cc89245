//! Languages and message lookup: for each language, the shell's Fluent file and the
//! games' under `assets/i18n/<tag>/` (`shell.ftl`, `dhayam.ftl`, `makruk.ftl`,
//! `makruk-tutorial.ftl`), embedded in the binary. A message missing from a language
//! falls back to English, with a warning on stderr (once per message).
//!
//! The language the window speaks is per thread: the app sets it at the start of every
//! frame ([`set_language`]), and `ui::text` asks [`tr`] for its words. Tests running on
//! their own threads can therefore each speak their own language.

use std::cell::Cell;
use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

pub use fluent_bundle::FluentValue;

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    #[default]
    En,
    Ta,
    Th,
    Ml,
    Et,
    Zu,
}

impl Lang {
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Ta, Lang::Th, Lang::Ml, Lang::Et, Lang::Zu];

    /// The BCP 47 tag, as stored in settings (`settings::Settings::language`).
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ta => "ta",
            Lang::Th => "th",
            Lang::Ml => "ml",
            Lang::Et => "et",
            Lang::Zu => "zu",
        }
    }

    /// The language's name in itself, for the language picker.
    pub const fn autonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ta => "தமிழ்",
            Lang::Th => "ไทย",
            Lang::Ml => "മലയാളം",
            Lang::Et => "eesti",
            Lang::Zu => "isiZulu",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The Fluent sources, embedded so the binary is self-contained: the shell's words,
    /// then the games' (`assets/i18n/<tag>/{shell,dhayam,makruk,makruk-tutorial,online}.ftl`),
    /// each named by its file.
    pub const fn sources(self) -> [(&'static str, &'static str); 5] {
        macro_rules! files {
            ($tag:literal) => {
                [
                    (
                        "shell.ftl",
                        include_str!(concat!("../../assets/i18n/", $tag, "/shell.ftl")),
                    ),
                    (
                        "dhayam.ftl",
                        include_str!(concat!("../../assets/i18n/", $tag, "/dhayam.ftl")),
                    ),
                    (
                        "makruk.ftl",
                        include_str!(concat!("../../assets/i18n/", $tag, "/makruk.ftl")),
                    ),
                    (
                        "makruk-tutorial.ftl",
                        include_str!(concat!("../../assets/i18n/", $tag, "/makruk-tutorial.ftl")),
                    ),
                    (
                        "online.ftl",
                        include_str!(concat!("../../assets/i18n/", $tag, "/online.ftl")),
                    ),
                ]
            };
        }
        match self {
            Lang::En => files!("en"),
            Lang::Ta => files!("ta"),
            Lang::Th => files!("th"),
            Lang::Ml => files!("ml"),
            Lang::Et => files!("et"),
            Lang::Zu => files!("zu"),
        }
    }

    /// The language of a tag or locale name: `ta`, `ta-IN`, `ta_IN.UTF-8`, `TH`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_', '.', '@'])
            .next()?
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.tag() == primary)
    }

    /// The system's language if the app speaks it, else English.
    pub fn system() -> Lang {
        sys_locale::get_locales()
            .find_map(|l| Lang::from_tag(&l))
            .unwrap_or_default()
    }

    /// The language a setting names; empty (or unknown) means the system's.
    pub fn from_setting(setting: &str) -> Lang {
        Lang::from_tag(setting).unwrap_or_else(Lang::system)
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.iter().map(|l| bundle(*l)).collect())
}

fn bundle(lang: Lang) -> Bundle {
    let id = lang
        .tag()
        .parse()
        .expect("every language tag is a valid identifier");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks would show as missing glyphs and break label lookups.
    bundle.set_use_isolating(false);
    for (file, source) in lang.sources() {
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                eprintln!(
                    "dhayam: {} translation {file} has syntax errors: {errors:?}",
                    lang.tag()
                );
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            eprintln!("dhayam: {} translation {file}: {errors:?}", lang.tag());
        }
    }
    bundle
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language this thread's window speaks.
pub fn language() -> Lang {
    CURRENT.with(Cell::get)
}

/// Sets the language this thread's window speaks (the app does, every frame).
pub fn set_language(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// Warns once per language and message.
fn warn_once(lang: Lang, id: &str, what: &str) {
    static WARNED: Mutex<Option<HashSet<(Lang, String)>>> = Mutex::new(None);
    let mut warned = WARNED.lock().unwrap_or_else(|e| e.into_inner());
    if warned
        .get_or_insert_with(HashSet::new)
        .insert((lang, id.to_string()))
    {
        eprintln!("dhayam: warning: message '{id}' {what} in {}", lang.tag());
    }
}

fn format_in(lang: Lang, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let bundle = &bundles()[lang.index()];
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned();
    if !errors.is_empty() {
        warn_once(lang, id, &format!("has errors {errors:?}"));
    }
    Some(text)
}

/// The message `id` in `lang`, with `args`; English when `lang` lacks it, and the id
/// itself when even English does.
pub fn message(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    if let Some(text) = format_in(lang, id, args) {
        return text;
    }
    warn_once(lang, id, "is missing");
    if lang != Lang::En
        && let Some(text) = format_in(Lang::En, id, args)
    {
        return text;
    }
    id.to_string()
}

/// The message `id` in this thread's language.
pub fn tr(id: &str) -> String {
    message(language(), id, None)
}

/// The message `id` in this thread's language, with variables.
pub fn tr_args<'a>(id: &str, args: impl IntoIterator<Item = (&'a str, FluentValue<'a>)>) -> String {
    let mut fa = FluentArgs::new();
    for (k, v) in args {
        fa.set(k, v);
    }
    message(language(), id, Some(&fa))
}

/// A message by id in this thread's language, with optional `name = value` variables:
/// `t!("to-throw", name = name)`. The window's `text` modules ask for their words so.
#[cfg(feature = "gui")]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::tr($id)
    };
    ($id:literal, $($k:ident = $v:expr),+ $(,)?) => {
        $crate::i18n::tr_args($id, [$((stringify!($k), $crate::i18n::FluentValue::from($v))),+])
    };
}
#[cfg(feature = "gui")]
pub(crate) use t;

/// Words written as part of a sentence (Makruk's reasons: "game 3, line 9: …"), made a
/// sentence of their own where they stand alone: a capital first letter in the scripts
/// that have capitals, and a full stop where the language ends a sentence with one (Thai
/// does not).
pub fn sentence(words: &str) -> String {
    let mut chars = words.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let mut text: String = first.to_uppercase().chain(chars).collect();
    let ended = text.ends_with(['.', '!', '?', ')']);
    if !ended && language() != Lang::Th {
        text.push('.');
    }
    text
}

/// Whether `lang` has its own text for message `id` (no fallback).
pub fn has_message(lang: Lang, id: &str) -> bool {
    bundles()[lang.index()].has_message(id)
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod glossary_tests;

#[cfg(test)]
mod grammar_tests;
