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

/// Thai writes no space between a subject and its verb, so a seat's or a side's colour
/// that opens a sentence or a clause, as its subject, is glued to what follows
/// ("ฝ่ายขาวต้องมีขุน…", "สีแดงทอยได้ 5"), as the file does in "นาฬิกา{ $color }"; where
/// the colour ends a clause ("ถึงตาสีแดง แต่ไม่ได้เล่น") a space may follow, as a space
/// parts clauses in Thai. And Thai names a Dhayam seat one way, as the tutorials do:
/// "สีแดง" (never a bare "แดง เล่น", "ผู้เล่นแดง"), so a seat's colour follows "สี".
/// A player's name (`$name`, `$mover`, `$winner`…) may be typed in any script, and
/// keeps its spaces.
mod thai {
    use super::*;

    /// Variables whose value is a colour, never a typed name: Dhayam's seats (`seat`,
    /// `first`, `second`, the tutorial's `you` and `computer`) and Makruk's sides
    /// (`color`, the tutorial's `you` and `computer`, already "ฝ่ายขาว").
    const COLOUR_VARS: [&str; 6] = ["seat", "first", "second", "you", "computer", "color"];

    /// The one message whose `victim` is a seat rather than a player's name.
    const SEAT_VICTIM: &str = "tutorial-event-cut";

    fn is_thai(c: char) -> bool {
        ('\u{0E00}'..='\u{0E7F}').contains(&c)
    }

    /// Whether `var` of message `id` holds a colour.
    fn holds_colour(id: &str, var: &str) -> bool {
        COLOUR_VARS.contains(&var) || (id == SEAT_VICTIM && var == "victim")
    }

    /// Whether the colour in `var` of `id` is a Dhayam seat's, which Thai writes "สี…".
    fn is_seat(id: &str, var: &str) -> bool {
        !id.starts_with("makruk") && var != "color" && holds_colour(id, var)
    }

    /// What is wrong with the text either side of a colour, if anything.
    pub(super) fn fault(seat: bool, before: &str, after: &str) -> Option<String> {
        if seat && !before.ends_with("สี") {
            return Some("the seat's colour does not follow “สี”".to_string());
        }
        // The colour is a subject when it opens the message, a sentence or a clause.
        let lead = before.strip_suffix("สี").unwrap_or(before);
        let subject = lead.is_empty() || lead.ends_with([' ', '\u{00A0}', ':', '(']);
        let rest = after.strip_prefix([' ', '\u{00A0}'])?;
        if subject && rest.starts_with(is_thai) {
            let word: String = rest.chars().take_while(|c| *c != ' ').collect();
            return Some(format!("a space parts the subject from “{word}”"));
        }
        None
    }

    #[test]
    fn a_colour_is_glued_to_its_verb_and_a_seat_reads_si() {
        let mut wrong = Vec::new();
        for (id, vars) in variables(Lang::Th) {
            for var in vars.iter().filter(|v| holds_colour(&id, v)) {
                let mut args = FluentArgs::new();
                for other in &vars {
                    let value: FluentValue<'static> = if other == var {
                        "\u{E000}".into()
                    } else if NAME_VARS.contains(&other.as_str()) {
                        "แดง".into()
                    } else {
                        plausible(other, 2)
                    };
                    args.set(other.clone(), value);
                }
                let marked = message(Lang::Th, &id, Some(&args));
                let parts: Vec<&str> = marked.split('\u{E000}').collect();
                for pair in parts.windows(2) {
                    if let Some(why) = fault(is_seat(&id, var), pair[0], pair[1]) {
                        wrong.push(format!("th: '{id}' with ${var}: {why}: “{marked}”"));
                    }
                }
            }
        }
        assert!(
            wrong.is_empty(),
            "{} Thai colours set apart from their verb or written without “สี”:\n{}",
            wrong.len(),
            wrong.join("\n")
        );
    }

    #[test]
    fn the_thai_check_sees_a_space_before_the_verb_and_a_bare_seat() {
        assert!(fault(false, "", " ต้องมีขุนหนึ่งตัวพอดี").is_some());
        assert!(fault(false, "", "ต้องมีขุนหนึ่งตัวพอดี").is_none());
        assert!(fault(true, "ลองอีกครั้ง สี", " ไปถึงก่อน").is_some());
        assert!(fault(false, "คุณเล่น", " ส่วนคอมพิวเตอร์เล่นฝ่ายดำ").is_none());
        assert!(fault(true, "ถึงตาสี", " แต่ไม่ได้เล่น").is_none());
        assert!(fault(true, "ผู้เล่น", "").is_some());
        assert!(fault(true, "", "เล่น").is_some());
        assert!(fault(true, "สี", " เล่น").is_some());
        assert!(fault(true, "สี", ": ทอย").is_none());
        assert!(fault(false, "", " (Ammu)").is_none());
    }
}

/// Every number a message shows in English is shown in every language, not only
/// chosen on: a Tamil "பதிவுகள்" that selects on `$len` but never prints it would
/// lose the count. And a language whose plurals have a `one` form (all but Thai)
/// keeps English's choice on a number, so that no message prints "(1 பதிவுகள்)".
mod numbers {
    use super::*;

    /// The languages with a `one` plural form whose files this test holds.
    const WITH_ONE: [Lang; 2] = [Lang::Ta, Lang::Ml];

    /// Messages where a language rightly does not choose: a Malayalam numeral takes a
    /// singular noun ("{ $value } കള്ളി"), so `to-move-one` (and `to-move-one-or-enter`) reads
    /// right for any number.
    const NEEDS_NO_CHOICE: [(Lang, &str); 2] = [
        (Lang::Ml, "to-move-one"),
        (Lang::Ml, "to-move-one-or-enter"),
    ];

    #[test]
    fn every_variable_english_shows_is_shown() {
        let english = super::super::tests::messages(Lang::En);
        let mut wrong = Vec::new();
        for lang in Lang::ALL {
            for (id, vars) in super::super::tests::messages(lang) {
                let Some(en) = english.get(&id) else { continue };
                let missing: Vec<&String> = en
                    .iter()
                    .filter(|v| !v.starts_with('?') && !vars.contains(*v))
                    .collect();
                if !missing.is_empty() {
                    wrong.push(format!("'{id}' in {} never shows {missing:?}", lang.tag()));
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn a_language_with_a_one_form_keeps_englishs_plural_choice() {
        let english = super::super::tests::messages(Lang::En);
        let mut wrong = Vec::new();
        for lang in WITH_ONE {
            for (id, vars) in super::super::tests::messages(lang) {
                let Some(en) = english.get(&id) else { continue };
                if NEEDS_NO_CHOICE.contains(&(lang, id.as_str())) {
                    continue;
                }
                let dropped: Vec<&String> = en
                    .iter()
                    .filter(|v| v.starts_with('?') && !vars.contains(*v))
                    .collect();
                if !dropped.is_empty() {
                    wrong.push(format!(
                        "'{id}' in {} does not choose on {dropped:?} as English does",
                        lang.tag()
                    ));
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}

/// Words that must not be read as other words of the same game. Each case is a wrong
/// meaning an editor found (review turn 4), written so that it holds in every language:
/// the text each language uses for the idea is named here and anchored to the message
/// that defines it, so that the table cannot drift from the files.
mod meanings {
    use super::*;

    /// Each language's word for the gate being open and for it being closed, as in
    /// `gate-open-short` and `pos-past-closed-gate`.
    const GATE_STATES: [(Lang, &str, &str); 6] = [
        (Lang::En, "open", "closed"),
        (Lang::Ta, "திற", "மூடி"),
        (Lang::Th, "เปิด", "ปิด"),
        (Lang::Ml, "തുറ", "അടഞ്ഞ"),
        (Lang::Et, "avatud", "suletud"),
        (Lang::Zu, "vuliwe", "valiwe"),
    ];

    /// The message `id`, lower-cased, with a typed name and a square for its variables.
    fn text(lang: Lang, id: &str) -> String {
        let mut args = FluentArgs::new();
        for var in ["name", "seat"] {
            args.set(var, TYPED_NAME);
        }
        args.set("progress", "d4");
        message(lang, id, Some(&args)).to_lowercase()
    }

    /// A house rule's "on" and "off" (the gate's among them) say whether the rule is
    /// played, never that the gate is open or closed: isiZulu's *vuliwe / valiwe* and
    /// Thai's *เปิด / ปิด* made the house rules line read "gate: closed" exactly when
    /// there is no gate, and the explanation "open: restricted; closed: go in at once".
    #[test]
    fn a_rules_on_and_off_are_not_the_gates_open_and_closed() {
        let mut wrong = Vec::new();
        for (lang, open, closed) in GATE_STATES {
            let tag = lang.tag();
            assert!(
                text(lang, "gate-open-short").contains(open),
                "{tag}: the gate's open word “{open}” is not in gate-open-short"
            );
            assert!(
                text(lang, "pos-past-closed-gate").contains(closed),
                "{tag}: the gate's closed word “{closed}” is not in pos-past-closed-gate"
            );
            let (on, off) = (text(lang, "on"), text(lang, "off"));
            let mut args = FluentArgs::new();
            args.set("option", message(lang, "option-gate", None));
            args.set("value", message(lang, "off", None));
            let no_gate = message(lang, "option-setting", Some(&args)).to_lowercase();
            let explain = text(lang, "option-gate-explain");
            for (what, said) in [
                ("on", &on),
                ("off", &off),
                ("the line with no gate", &no_gate),
            ] {
                for state in [open, closed] {
                    if said.contains(state) {
                        wrong.push(format!("{tag}: {what} “{said}” says the gate is “{state}”"));
                    }
                }
            }
            if !explain.starts_with(on.as_str()) || !explain.contains(off.as_str()) {
                wrong.push(format!(
                    "{tag}: option-gate-explain does not explain “{on}” and “{off}”: “{explain}”"
                ));
            }
            for state in [open, closed] {
                if explain.contains(state) {
                    wrong.push(format!(
                        "{tag}: option-gate-explain says “{state}”: “{explain}”"
                    ));
                }
            }
            let pairs = text(lang, "option-pairs-explain");
            if !pairs.starts_with(off.as_str()) {
                wrong.push(format!(
                    "{tag}: option-pairs-explain does not open with “{off}”: “{pairs}”"
                ));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// Each translation's word for a player's home (the start square), in the forms
    /// the files use, and, for the languages read in full, the centre's.
    const HOME_AND_CENTRE: [(Lang, &[&str], Option<&str>); 5] = [
        (Lang::Ta, &["வீட"], None),
        (Lang::Th, &["บ้าน"], None),
        (Lang::Ml, &["വീട്"], Some("നടു")),
        (Lang::Et, &["kodu", "koju"], Some("keskruud")),
        (Lang::Zu, &["khaya"], Some("maphakathi")),
    ];

    /// "{ $name } is home for the team" means every pawn of the team has reached the
    /// centre; isiZulu's *ekhaya* said the player had reached home, the start square.
    #[test]
    fn a_team_at_the_centre_is_not_said_to_be_home() {
        let mut wrong = Vec::new();
        for (lang, home, centre) in HOME_AND_CENTRE {
            let tag = lang.tag();
            let caption = text(lang, "rules-board-caption");
            assert!(
                home.iter().any(|h| caption.contains(h)),
                "{tag}: rules-board-caption has none of {home:?}"
            );
            let said = text(lang, "log-team-home");
            if let Some(h) = home.iter().find(|h| said.contains(*h)) {
                wrong.push(format!("{tag}: log-team-home says home (“{h}”): “{said}”"));
            }
            if let Some(c) = centre
                && !said.contains(c)
            {
                wrong.push(format!(
                    "{tag}: log-team-home does not name the centre (“{c}”): “{said}”"
                ));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// Each translation's word for the dice seed, as in `seed`.
    const SEED: [(Lang, &str); 5] = [
        (Lang::Ta, "விதை"),
        (Lang::Th, "รหัส"),
        (Lang::Ml, "വിത്ത"),
        (Lang::Et, "seem"),
        (Lang::Zu, "mbewu"),
    ];

    /// English's "the seed descriptions" are the founding texts of the game; no
    /// translation may say the dice seed there (isiZulu's *zembewu* did).
    #[test]
    fn the_founding_descriptions_are_not_the_dice_seed() {
        let mut wrong = Vec::new();
        for (lang, seed) in SEED {
            let tag = lang.tag();
            assert!(
                text(lang, "seed").contains(seed),
                "{tag}: the seed's word “{seed}” is not in `seed`"
            );
            let line = text(lang, "preset-tamil-nadu-line");
            if line.contains(seed) {
                wrong.push(format!(
                    "{tag}: preset-tamil-nadu-line says the dice seed: “{line}”"
                ));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// Each language's piece and pawn words, in the forms a phrase would use.
    const PIECE_WORDS: [(Lang, &[&str]); 6] = [
        (Lang::En, &["piece", "pieces", "pawn", "pawns"]),
        (Lang::Ta, &["காய்", "காய்கள்"]),
        (Lang::Th, &["เบี้ย", "หมาก"]),
        (Lang::Ml, &["കരു", "കരുക്കൾ"]),
        (
            Lang::Et,
            &["nupp", "nupud", "nupu", "nuppu", "nuppe", "nuppude"],
        ),
        (Lang::Zu, &["ingcezu", "izingcezu"]),
    ];

    /// Whether `clause` names a piece: as a whole word, or anywhere in Thai, which
    /// writes no spaces between words.
    fn names_a_piece(lang: Lang, clause: &str, words: &[&str]) -> bool {
        if lang == Lang::Th {
            return words.iter().any(|w| clause.contains(w));
        }
        clause
            .split(|c: char| !(c.is_alphanumeric() || is_mark(c)))
            .any(|w| words.contains(&w))
    }

    /// The keys screen's Tab goes to the next piece, "then the buttons beside the
    /// board": Estonian's *nupud* is the word for the pieces too, so it read "the
    /// pieces beside the board", where Dhayam's waiting pawns stand.
    #[test]
    fn the_buttons_beside_the_board_are_not_pieces() {
        let mut wrong = Vec::new();
        for (lang, words) in PIECE_WORDS {
            let said = text(lang, "keys-board-tab");
            // The buttons' clause is the last: after the last comma, or in Thai the
            // last space.
            let cut = said
                .rfind(',')
                .or_else(|| (lang == Lang::Th).then(|| said.rfind(' ')).flatten())
                .unwrap_or_else(|| panic!("{}: keys-board-tab has one clause", lang.tag()));
            let (first, buttons) = said.split_at(cut);
            assert!(
                names_a_piece(lang, first, words),
                "{}: keys-board-tab names no piece with {words:?}: “{said}”",
                lang.tag()
            );
            if names_a_piece(lang, buttons, words) {
                wrong.push(format!(
                    "{}: the buttons in keys-board-tab are pieces: “{buttons}”",
                    lang.tag()
                ));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// No seat's name is the start of another's: isiZulu's Green, a bare "Oluhlaza",
    /// began Blue's "Oluhlaza okwesibhakabhaka", so "Oluhlaza no-Oluhlaza
    /// okwesibhakabhaka" could not be told apart at a glance.
    #[test]
    fn no_seats_name_begins_another_seats() {
        let mut wrong = Vec::new();
        for lang in Lang::ALL {
            let names: Vec<String> = ["seat-red", "seat-green", "seat-yellow", "seat-blue"]
                .iter()
                .map(|id| text(lang, id))
                .collect();
            for a in &names {
                for b in names.iter().filter(|b| *b != a) {
                    if b.starts_with(a.as_str()) {
                        wrong.push(format!("{}: “{a}” begins “{b}”", lang.tag()));
                    }
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn the_meaning_checks_see_the_old_slips() {
        assert!(names_a_piece(
            Lang::Et,
            ", siis laua kõrval olevad nupud",
            &["nupud"]
        ));
        assert!(!names_a_piece(
            Lang::Et,
            ", seejärel laua kõrval olevad juhtnupud",
            &["nupud"]
        ));
        assert!(names_a_piece(Lang::Th, " แล้วจึงไปที่เบี้ย", &["เบี้ย"]));
        assert!(!names_a_piece(
            Lang::Th,
            " แล้วจึงไปที่ปุ่มข้างกระดาน",
            &["เบี้ย", "หมาก"]
        ));
        assert!(names_a_piece(Lang::Ta, "அடுத்த காய்", &["காய்"]));
    }
}
