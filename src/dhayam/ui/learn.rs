//! Learning from one's own games (issue 66): the exercises' screen, over the whole
//! window as the review is. "Learn from this game" opens it while the game's exercises
//! are found on another thread; File ▸ Practise opens it on the players' exercises due
//! today. Each exercise is the position as it was, the throw in hand: "Find a better
//! move", answered on the board or typed. A right answer is told why (the kind of
//! mistake's sentence); a wrong one shows the better move on the board and the chance the
//! game's move lost against it, then the answer's chance beside the better move's once a
//! hint's look has ranked the throw's moves. "Show me" shows the better move played (the
//! game's line on from there is not kept with a Dhayam exercise, so it is never shown).

use egui::{CentralPanel, Panel, RichText, Ui};

use super::{Command, GameConfig, board, text, theme};
use crate::dhayam::ai::learn::MistakeKind;
use crate::dhayam::rules::{Move, Position};
use crate::dhayam::typed::{TypedMoveError, read_move};
use crate::games::practice::KeptExercise;
use crate::widgets::{announce, mistakes};

/// One exercise asked: whose it is, as kept, and read back through the rules.
#[derive(Clone, Debug)]
pub struct Item {
    pub name: String,
    pub exercise: KeptExercise,
    position: Position,
    better: Move,
    played: Move,
}

impl Item {
    /// The position asked, the throw in hand.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The exercise as asked, `None` when it does not read back through the rules.
    pub fn new(name: String, exercise: KeptExercise) -> Option<Item> {
        let (position, played, better) = exercise.dhayam()?;
        Some(Item {
            name,
            exercise,
            position,
            better,
            played,
        })
    }
}

/// The screen's state.
pub struct LearnScreen {
    pub items: Vec<Item>,
    at: usize,
    /// The answer given to the exercise shown.
    answer: Option<Move>,
    /// Whether "Show me" shows the better move played.
    shown: bool,
    /// After a wrong answer, every move of the position with its chance, once a hint's
    /// look has ranked them.
    ranked: Option<Vec<(Move, f64)>>,
    /// Whether the game's exercises are still being found.
    pub finding: bool,
    /// Opened by File ▸ Practise (else from a game).
    practise: bool,
    typed: String,
    typed_error: Option<TypedMoveError>,
    /// What each player keeps getting wrong (File ▸ Practise's), with the lessons.
    summary: Vec<(String, Vec<mistakes::Kind>)>,
}

/// The tutorial lesson that teaches a kind of mistake, by its id.
fn lesson_of(kind: MistakeKind) -> &'static str {
    match kind {
        MistakeKind::GateNotOpened => "gate",
        MistakeKind::CutLeft => "cutting",
        MistakeKind::CentreNotReached => "centre",
        MistakeKind::SafeIgnored => "safe",
        MistakeKind::PooledMisused => "house-rules",
    }
}

/// What each player keeps getting wrong, in words: each kind (by its key, as counted by
/// `games::practice::kinds`) with the number and title of the lesson that teaches it.
pub fn summary(kinds: &[(String, Vec<(String, usize)>)]) -> Vec<(String, Vec<mistakes::Kind>)> {
    let lessons = crate::dhayam::tutorial::lessons().unwrap_or_default();
    let lang = crate::i18n::language();
    kinds
        .iter()
        .map(|(name, counted)| {
            let kinds = counted
                .iter()
                .filter_map(|(key, count)| {
                    let kind = MistakeKind::from_key(key)?;
                    let lesson = lessons
                        .iter()
                        .position(|l| l.id == lesson_of(kind))
                        .map(|i| {
                            let title = crate::i18n::message(lang, &lessons[i].title, None);
                            (i + 1, text::learn_lesson(i + 1, &title))
                        });
                    Some(mistakes::Kind {
                        name: crate::i18n::message(lang, &kind.name_id(), None),
                        count: *count,
                        lesson,
                    })
                })
                .collect();
            (name.clone(), kinds)
        })
        .collect()
}

/// The screen's live region, where each exercise and answer is spoken.
pub const LIVE_REGION: &str = "learn-said";

impl LearnScreen {
    /// The screen of a game's exercises, while they are found.
    pub fn finding() -> LearnScreen {
        LearnScreen::with(Vec::new(), true, false)
    }

    /// File ▸ Practise's screen on these exercises, with what each player keeps getting
    /// wrong (`summary`).
    pub fn practise(items: Vec<Item>, summary: Vec<(String, Vec<mistakes::Kind>)>) -> LearnScreen {
        LearnScreen {
            summary,
            ..LearnScreen::with(items, false, true)
        }
    }

    fn with(items: Vec<Item>, finding: bool, practise: bool) -> LearnScreen {
        LearnScreen {
            items,
            at: 0,
            answer: None,
            shown: false,
            ranked: None,
            finding,
            practise,
            typed: String::new(),
            typed_error: None,
            summary: Vec::new(),
        }
    }

    /// The game's exercises, found.
    pub fn found(&mut self, items: Vec<Item>) {
        self.items = items;
        self.finding = false;
        self.go_to(0);
    }

    pub fn go_to(&mut self, at: usize) {
        self.at = at.min(self.items.len().saturating_sub(1));
        self.answer = None;
        self.shown = false;
        self.ranked = None;
        self.typed.clear();
        self.typed_error = None;
    }

    /// The exercise shown.
    pub fn current(&self) -> Option<&Item> {
        self.items.get(self.at)
    }

    /// Answers the exercise shown with `mv`: whether it was right, once (a second answer
    /// to the same exercise is not taken).
    pub fn answer(&mut self, mv: Move) -> Option<bool> {
        let item = self.current()?;
        if self.answer.is_some() || !item.position.is_legal(mv) {
            return None;
        }
        let right = mv == item.better;
        self.answer = Some(mv);
        self.typed_error = None;
        Some(right)
    }

    /// A typed answer: the move it names, or why it names none (kept to be shown).
    pub fn typed(&mut self, words: &str) -> Option<Move> {
        let item = self.current()?;
        match read_move(&item.position, words) {
            Ok(mv) => Some(mv),
            Err(e) => {
                self.typed_error = Some(e);
                None
            }
        }
    }

    /// After a wrong answer, every move with its chance, once ranked.
    pub fn ranking(&self) -> Option<&[(Move, f64)]> {
        self.ranked.as_deref()
    }

    /// A wrong answer's position ranked: every move with its chance.
    pub fn ranked(&mut self, ranked: Vec<(Move, f64)>) {
        if self.answer.is_some() {
            self.ranked = Some(ranked);
        }
    }

    pub fn show_me(&mut self) {
        if self.answer.is_some() {
            self.shown = true;
        }
    }

    /// What the screen says of the exercise shown and its answer, in words.
    fn words(&self, config: &GameConfig) -> Vec<String> {
        let Some(item) = self.current() else {
            return vec![if self.finding {
                text::learn_finding()
            } else if self.practise {
                text::learn_none_due()
            } else {
                text::learn_none()
            }];
        };
        let name_of = |s| config.name(s);
        let say = |mv| text::move_words(&item.position, mv, name_of);
        let values: Vec<String> = item
            .position
            .pending()
            .values()
            .map(|v| v.get().to_string())
            .collect();
        let mut words = vec![
            text::learn_ask(),
            text::learn_in_hand(&item.name, &values.join(", "), &say(item.played)),
        ];
        match self.answer {
            Some(mv) if mv == item.better => {
                words.push(text::learn_right(&say(mv)));
                let kind = item
                    .exercise
                    .kind
                    .as_deref()
                    .and_then(MistakeKind::from_key);
                words.push(match kind {
                    Some(kind) => kind.why(crate::i18n::language()),
                    None => text::learn_right_plain(),
                });
            }
            Some(mv) => {
                words.push(text::learn_wrong(&say(item.better), item.exercise.lost));
                let chance = |m: Move| {
                    self.ranked
                        .as_ref()
                        .and_then(|r| r.iter().find(|(x, _)| *x == m).map(|(_, c)| *c))
                };
                words.push(match (chance(mv), chance(item.better)) {
                    (Some(yours), Some(better)) => text::learn_yours(&say(mv), yours, better),
                    _ => text::learn_yours_finding(),
                });
            }
            None => {}
        }
        if let Some(e) = &self.typed_error {
            words.push(text::typed_error(e));
        }
        words
    }
}

/// Shows the screen over the whole window; `CloseLearn` leaves it.
pub fn show(ui: &mut Ui, screen: &mut LearnScreen, config: &GameConfig) -> Vec<Command> {
    let mut commands = Vec::new();
    if !ui.ctx().egui_wants_keyboard_input() && ui.input(|i| Command::CloseLearn.pressed(i)) {
        commands.push(Command::CloseLearn);
    }
    Panel::top("learn_top")
        .frame(theme::bar_frame(true))
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                let title = if screen.practise {
                    text::learn_practise_title()
                } else {
                    text::learn_title()
                };
                ui.label(theme::screen_title(title));
                ui.add_space(12.0);
                if ui.button(text::learn_back()).clicked() {
                    commands.push(Command::CloseLearn);
                }
            });
        });

    let words = screen.words(config);
    Panel::bottom("learn_words")
        .frame(theme::bar_frame(false))
        .show(ui, |ui| {
            for (i, line) in words.iter().enumerate() {
                let text = RichText::new(line).color(theme::text());
                ui.label(if i == 0 { text.strong() } else { text });
            }
            if screen.current().is_none() {
                if screen.finding {
                    ui.spinner();
                }
                return;
            }
            ui.horizontal_wrapped(|ui| {
                let answered = screen.answer.is_some();
                let field = ui.add_enabled(
                    !answered,
                    egui::TextEdit::singleline(&mut screen.typed)
                        .hint_text(text::learn_type())
                        .desired_width(220.0),
                );
                field.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, text::learn_type())
                });
                if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                    commands.push(Command::LearnTyped(screen.typed.clone()));
                }
                if ui
                    .add_enabled(
                        answered && !screen.shown,
                        egui::Button::new(text::learn_show_me()),
                    )
                    .clicked()
                {
                    commands.push(Command::LearnShowMe);
                }
            });
        });

    let side_width = (ui.available_width() * 0.3).clamp(220.0, 340.0);
    theme::side_panel("learn_list", side_width).show(ui, |ui| {
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if let Some(n) = mistakes::show(ui, &text::learn_summary(), &screen.summary) {
                    commands.push(Command::LearnLesson(n));
                }
                for (i, item) in screen.items.iter().enumerate() {
                    let from = &item.exercise.from;
                    let row = text::learn_row(&item.name, &from.date, &from.opponents.join(", "));
                    if ui.selectable_label(i == screen.at, row).clicked() {
                        commands.push(Command::LearnExercise(i));
                    }
                }
            });
    });

    CentralPanel::default()
        .frame(theme::table_frame())
        .show(ui, |ui| {
            announce::live_region(ui, LIVE_REGION, &words.join(" "));
            let Some(item) = screen.current() else {
                return;
            };
            match screen.answer {
                None => {
                    let moves: Vec<Move> = item.position.legal_moves().iter().copied().collect();
                    let view = board::BoardView {
                        position: &item.position,
                        moves: &moves,
                        anim: None,
                        now: 0.0,
                        hint: None,
                    };
                    if let Some(Command::Play(mv)) = board::show(ui, &view) {
                        commands.push(Command::LearnAnswer(mv));
                    }
                }
                Some(_) if screen.shown => {
                    let mut after = item.position;
                    after.play_unchecked(item.better);
                    board::review_board(ui, &after, None, None, &text::learn_shown());
                }
                Some(answer) => {
                    board::review_board(
                        ui,
                        &item.position,
                        Some(answer),
                        Some(item.better),
                        &text::learn_board(),
                    );
                }
            }
        });
    commands
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::practice::FromGame;
    use crate::store::practice::Day;

    /// Red could cut Yellow at b7 with 10+4 and played 3+4 (the gate not opened).
    fn item() -> Item {
        let exercise = KeptExercise {
            game: crate::games::GameKind::Dhayam,
            rules: String::new(),
            position: "n,n,3,10/-/n,n,n,2/- R - 4".into(),
            played: "3+4".into(),
            better: "10+4".into(),
            lost: 0.18,
            chance: None,
            line: Vec::new(),
            kind: Some("gate-not-opened".into()),
            from: FromGame::default(),
            schedule: crate::store::practice::Schedule::new(Day(0)),
        };
        Item::new("Amma".into(), exercise).unwrap()
    }

    /// An exercise is answered once: a move that is not legal there, or a second answer,
    /// is not taken; a typed move that does not read says why and answers nothing.
    #[test]
    fn an_exercise_takes_one_legal_answer() {
        let mut screen = LearnScreen::practise(vec![item()], Vec::new());
        assert_eq!(screen.answer("2+4".parse().unwrap()), None);
        assert_eq!(screen.typed("z9"), None);
        assert!(screen.typed_error.is_some());
        let played = screen.typed("3+4").unwrap();
        assert_eq!(screen.answer(played), Some(false));
        assert_eq!(screen.answer("10+4".parse().unwrap()), None);
        screen.show_me();
        assert!(screen.shown);
        // The same exercise asked again starts afresh, and the better move is right.
        screen.go_to(0);
        assert!(!screen.shown && screen.answer.is_none());
        assert_eq!(screen.answer("10+4".parse().unwrap()), Some(true));
    }

    /// A wrong answer's chance and the better move's are told once ranked, until then
    /// that they are being worked out; asked again, the ranking starts afresh.
    #[test]
    fn a_wrong_answer_is_told_its_chance_once_ranked() {
        let mut screen = LearnScreen::practise(vec![item()], Vec::new());
        let config = GameConfig::default_with_seed(1);
        let (wrong, better): (Move, Move) = ("3+4".parse().unwrap(), "10+4".parse().unwrap());
        assert_eq!(screen.answer(wrong), Some(false));
        assert!(screen.words(&config).contains(&text::learn_yours_finding()));
        screen.ranked(vec![(better, 0.61), (wrong, 0.43)]);
        let words = screen.words(&config).join(" ");
        let position = *screen.current().unwrap().position();
        let say = |mv| text::move_words(&position, mv, |s| config.name(s));
        assert!(
            words.contains(&text::learn_yours(&say(wrong), 0.43, 0.61)),
            "{words}"
        );
        screen.go_to(0);
        assert!(screen.ranked.is_none());
    }

    /// A kept exercise that does not read back through the rules is never asked.
    #[test]
    fn an_exercise_that_does_not_read_is_not_asked() {
        let mut bad = item().exercise;
        bad.played = "n+6".into();
        assert!(Item::new("Amma".into(), bad).is_none());
    }
}
