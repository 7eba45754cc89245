//! What they keep getting wrong (issue 66): the summary beside File ▸ Practise's
//! exercises, for either game. Each player's kinds of mistake, counted from the exercises
//! they keep, the most first, each with a button to the tutorial lesson that teaches it
//! where one does. The game names its kinds and its lessons; a pressed lesson comes back
//! by number.

use egui::{RichText, Ui};

use super::theme;
use crate::i18n::{FluentValue, tr, tr_args};

/// One kind of mistake in a player's summary.
#[derive(Clone, Debug, PartialEq)]
pub struct Kind {
    /// The kind's name, in the window's language.
    pub name: String,
    /// How many of the player's exercises are of this kind.
    pub count: usize,
    /// The lesson that teaches it: its number (1-based) and its button's words.
    pub lesson: Option<(usize, String)>,
}

/// Every player's kinds of mistake, in words.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary(pub Vec<(String, Vec<Kind>)>);

impl Summary {
    /// The summary of each player's kinds counted by key (as `games::practice::kinds`
    /// counts them): `kind` names a key's kind and the id of the lesson that teaches it
    /// (`None` for a key the game does not know), `lessons` are the game's lessons' ids
    /// and titles in order.
    pub fn of<'a>(
        counted: &[(String, Vec<(String, usize)>)],
        kind: impl Fn(&str) -> Option<(String, Option<&'a str>)>,
        lessons: &[(String, String)],
    ) -> Summary {
        let players = counted.iter().map(|(name, counted)| {
            let kinds = counted
                .iter()
                .filter_map(|(key, count)| {
                    let (words, lesson) = kind(key)?;
                    let lesson = lesson
                        .and_then(|id| lessons.iter().position(|(l, _)| l == id))
                        .map(|i| (i + 1, lesson_button(i + 1, &lessons[i].1)));
                    Some(Kind {
                        name: words,
                        count: *count,
                        lesson,
                    })
                })
                .collect();
            (name.clone(), kinds)
        });
        Summary(players.collect())
    }
}

/// A lesson's button beside a kind of mistake: its number and title.
pub fn lesson_button(n: usize, title: &str) -> String {
    tr_args(
        "learn-lesson",
        [
            ("n", FluentValue::from(n)),
            ("title", FluentValue::from(title.to_string())),
        ],
    )
}

/// Shows the summary under its heading; the lesson pressed, if one was.
pub fn show(ui: &mut Ui, summary: &Summary) -> Option<usize> {
    if summary.0.is_empty() {
        return None;
    }
    let mut pressed = None;
    ui.label(theme::section_heading(tr("learn-summary")));
    for (name, kinds) in &summary.0 {
        ui.label(RichText::new(name).strong().color(theme::text()));
        for kind in kinds {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(format!("{}: {}", kind.name, kind.count)).color(theme::text()),
                );
                if let Some((n, words)) = &kind.lesson
                    && ui.small_button(words).clicked()
                {
                    pressed = Some(*n);
                }
            });
        }
    }
    ui.separator();
    pressed
}
