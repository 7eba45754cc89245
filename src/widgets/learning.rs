//! Learning from one's own games (issue 66): the exercises' screen of both games, over
//! the whole window as the tutorial is. Its state (the exercises asked, the one at hand,
//! its answer, how far "Show me" has gone, whether they are still being found or File ▸
//! Practise brought them, what each player keeps getting wrong) and its frame: the bar
//! with Back, the words with the typed answer's field, "Show me" and "The game went on",
//! the list with the summary, and the live region that speaks the words. Each game
//! brings its exercise (`Exercise`), its words, its board and what it works out of a
//! wrong answer (`Screen::own`); nothing here knows a game.

use egui::{CentralPanel, Panel, RichText, Ui};

use super::mistakes::{self, Summary};
use super::{announce, shortcuts, theme};
use crate::i18n::tr;

/// One exercise as a game asks it.
pub trait Exercise {
    /// The game's move.
    type Move: Copy + PartialEq;
    /// Why a typed answer names no move.
    type Unread;
    /// Whether the rules take `mv` in the exercise's position.
    fn is_legal(&self, mv: Self::Move) -> bool;
    /// The better move: the right answer.
    fn better(&self) -> Self::Move;
    /// How many of the game's own moves from the position it keeps, for "The game went
    /// on" to step through.
    fn line_len(&self) -> usize;
    /// A typed answer read in the exercise's position.
    fn read(&self, words: &str) -> Result<Self::Move, Self::Unread>;
    /// Its row in the list: whose it is and the game it came from.
    fn row(&self) -> String;
}

/// The `i`th row of the list (from 0), numbered: several exercises of one game have the
/// same words, and the number tells them apart, on the screen and to a screen reader.
pub fn numbered_row(i: usize, row: &str) -> String {
    format!("{}. {row}", i + 1)
}

/// The screen's live region, where each exercise and answer is spoken.
pub const LIVE_REGION: &str = "learn-said";

/// What was pressed on the screen; `B` is what the game's board hands back.
#[derive(Clone, Debug, PartialEq)]
pub enum Pressed<B> {
    /// Leave the screen (Back, or Escape).
    Back,
    /// Leave for the tutorial's lesson of this number (1-based).
    Lesson(usize),
    /// Ask the exercise at this place of the list.
    Exercise(usize),
    /// Answer with a typed move.
    Typed(String),
    /// Show the better move played.
    ShowMe,
    /// Step the board on through the game's own moves from the exercise's position.
    LineNext,
    /// Something done on the exercise's board.
    Board(B),
}

impl<B> Pressed<B> {
    /// The words on its button, for those that have one.
    pub fn text(&self) -> Option<String> {
        match self {
            Pressed::Back => Some(tr("learn-back")),
            Pressed::ShowMe => Some(tr("learn-show-me")),
            Pressed::LineNext => Some(tr("learn-line-next")),
            Pressed::Lesson(_) | Pressed::Exercise(_) | Pressed::Typed(_) | Pressed::Board(_) => {
                None
            }
        }
    }

    /// What its key does, as the keys screen lists it.
    pub fn key_words(&self) -> Option<String> {
        match self {
            Pressed::Back => Some(tr("learn-leave-key")),
            _ => None,
        }
    }

    /// Its keys: Escape leaves, as it leaves the tutorial.
    pub fn shortcuts(&self) -> &'static [egui::KeyboardShortcut] {
        match self {
            Pressed::Back => shortcuts::LEAVE,
            _ => &[],
        }
    }
}

/// What is left for the game to do once the screen has taken what was pressed.
#[derive(Clone, Debug, PartialEq)]
pub enum Then<B, M> {
    /// Nothing more.
    Nothing,
    /// Another exercise is asked: what was being worked out for the last is not wanted.
    Asked,
    /// Judge this answer (`Screen::answer`), a typed one read.
    Answer(M),
    /// Something done on the board, for the game to read.
    Board(B),
    /// Leave the screen.
    Leave,
    /// Leave for the tutorial's lesson of this number.
    Lesson(usize),
}

/// The screen's state; `X` is what the game itself keeps of the exercise shown (the
/// piece picked up, a wrong answer's chance…), started afresh with each exercise.
pub struct Screen<E: Exercise, X> {
    pub items: Vec<E>,
    at: usize,
    /// The answer given to the exercise shown.
    answer: Option<E::Move>,
    /// Whether "Show me" shows the better move played.
    shown: bool,
    /// How many of the game's own moves from the position the board shows ("The game
    /// went on", after "Show me").
    step: usize,
    /// Whether the game's exercises are still being found.
    pub finding: bool,
    /// Opened by File ▸ Practise (else from a game).
    practise: bool,
    typed: String,
    typed_error: Option<E::Unread>,
    /// What each player keeps getting wrong (File ▸ Practise's), with the lessons.
    summary: Summary,
    /// The game's own part.
    pub own: X,
}

impl<E: Exercise, X: Default> Screen<E, X> {
    /// The screen of a game's exercises, while they are found.
    pub fn finding() -> Self {
        Self::with(Vec::new(), true, false, Summary::default())
    }

    /// File ▸ Practise's screen on these exercises, with what each player keeps getting
    /// wrong.
    pub fn practise(items: Vec<E>, summary: Summary) -> Self {
        Self::with(items, false, true, summary)
    }

    fn with(items: Vec<E>, finding: bool, practise: bool, summary: Summary) -> Self {
        Screen {
            items,
            at: 0,
            answer: None,
            shown: false,
            step: 0,
            finding,
            practise,
            typed: String::new(),
            typed_error: None,
            summary,
            own: X::default(),
        }
    }

    /// The game's exercises, found.
    pub fn found(&mut self, items: Vec<E>) {
        self.items = items;
        self.finding = false;
        self.go_to(0);
    }

    /// Asks the exercise at `at` of the list, afresh.
    pub fn go_to(&mut self, at: usize) {
        self.at = at.min(self.items.len().saturating_sub(1));
        self.answer = None;
        self.shown = false;
        self.step = 0;
        self.typed.clear();
        self.typed_error = None;
        self.own = X::default();
    }

    /// The exercise shown.
    pub fn current(&self) -> Option<&E> {
        self.items.get(self.at)
    }

    /// The answer given to the exercise shown, if any.
    pub fn answered(&self) -> Option<E::Move> {
        self.answer
    }

    /// Answers the exercise shown with `mv`: whether it was right, once (a second answer
    /// to the same exercise, or a move the rules refuse there, is not taken).
    pub fn answer(&mut self, mv: E::Move) -> Option<bool> {
        let item = self.current()?;
        if self.answer.is_some() || !item.is_legal(mv) {
            return None;
        }
        let right = mv == item.better();
        self.answer = Some(mv);
        self.typed_error = None;
        Some(right)
    }

    /// A typed answer: the move it names, or why it names none (kept to be shown).
    pub fn typed(&mut self, words: &str) -> Option<E::Move> {
        match self.current()?.read(words) {
            Ok(mv) => Some(mv),
            Err(e) => {
                self.typed_error = Some(e);
                None
            }
        }
    }

    /// Why the last typed answer named no move.
    pub fn typed_error(&self) -> Option<&E::Unread> {
        self.typed_error.as_ref()
    }

    pub fn show_me(&mut self) {
        if self.answer.is_some() {
            self.shown = true;
        }
    }

    /// Whether "Show me" was pressed.
    pub fn shown(&self) -> bool {
        self.shown
    }

    /// The game's next move from the position, after "Show me": the board steps on
    /// through what was played.
    pub fn line_next(&mut self) {
        let len = self.current().map_or(0, E::line_len);
        if self.shown && self.step < len {
            self.step += 1;
        }
    }

    /// How many of the game's moves the board shows.
    pub fn step(&self) -> usize {
        self.step
    }

    /// Takes what was pressed: Show me, the game's next move and another exercise are
    /// the screen's own; the rest is left to the game.
    pub fn press<B>(&mut self, pressed: Pressed<B>) -> Then<B, E::Move> {
        match pressed {
            Pressed::Back => Then::Leave,
            Pressed::Lesson(n) => Then::Lesson(n),
            Pressed::Board(b) => Then::Board(b),
            Pressed::Typed(words) => self.typed(&words).map_or(Then::Nothing, Then::Answer),
            Pressed::ShowMe => {
                self.show_me();
                Then::Nothing
            }
            Pressed::LineNext => {
                self.line_next();
                Then::Nothing
            }
            Pressed::Exercise(i) => {
                self.go_to(i);
                Then::Asked
            }
        }
    }

    /// What the screen says while it shows no exercise: that they are being found, that
    /// none is due, or that the game gave none.
    pub fn words_without_exercise(&self) -> String {
        tr(if self.finding {
            "learn-finding"
        } else if self.practise {
            "learn-none-due"
        } else {
            "learn-none"
        })
    }
}

/// Shows the screen over the whole window: `words` are what it says of the exercise
/// shown (the first, the question, in bold), `board` draws the game's board.
pub fn show<E: Exercise, X: Default, B>(
    ui: &mut Ui,
    screen: &mut Screen<E, X>,
    words: &[String],
    board: impl FnOnce(&mut Ui, &Screen<E, X>) -> Option<B>,
) -> Vec<Pressed<B>> {
    let mut pressed = Vec::new();
    if !ui.ctx().egui_wants_keyboard_input()
        && ui.input(|i| shortcuts::pressed(shortcuts::LEAVE, i))
    {
        pressed.push(Pressed::Back);
    }
    Panel::top("learn_top")
        .frame(theme::bar_frame(true))
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let title = tr(if screen.practise {
                    "learn-practise-title"
                } else {
                    "learn-title"
                });
                ui.label(theme::screen_title(title));
                ui.add_space(12.0);
                if ui.button(tr("learn-back")).clicked() {
                    pressed.push(Pressed::Back);
                }
            });
        });

    Panel::bottom("learn_words")
        .frame(theme::bar_frame(false))
        .show(ui, |ui| {
            for (i, line) in words.iter().enumerate() {
                let text = RichText::new(line).color(theme::text());
                ui.add(egui::Label::new(if i == 0 { text.strong() } else { text }).wrap());
            }
            let Some(item) = screen.current() else {
                if screen.finding {
                    ui.spinner();
                }
                return;
            };
            let line_len = item.line_len();
            ui.horizontal_wrapped(|ui| {
                let answered = screen.answer.is_some();
                let hint = tr("learn-type");
                let field = ui.add_enabled(
                    !answered,
                    // Wide enough for Tamil's hint, which 220 points cut.
                    egui::TextEdit::singleline(&mut screen.typed)
                        .hint_text(&hint)
                        .desired_width(300.0),
                );
                field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &hint));
                if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                    pressed.push(Pressed::Typed(screen.typed.clone()));
                }
                if ui
                    .add_enabled(
                        answered && !screen.shown,
                        egui::Button::new(tr("learn-show-me")),
                    )
                    .clicked()
                {
                    pressed.push(Pressed::ShowMe);
                }
                // An exercise kept before the game's line was kept has none to step.
                if line_len > 0
                    && ui
                        .add_enabled(
                            screen.shown && screen.step < line_len,
                            egui::Button::new(tr("learn-line-next")),
                        )
                        .clicked()
                {
                    pressed.push(Pressed::LineNext);
                }
            });
        });

    // The list beside the board, or under it on a phone held upright (the board as wide
    // as the window above it), as the game's own panel.
    let room = ui.available_size();
    let list = if theme::upright(ui.ctx()) {
        egui::Panel::bottom("learn_list")
            .resizable(false)
            .exact_size((room.y - room.x).max(room.y / 4.0))
            .frame(theme::panel_frame())
    } else {
        theme::side_panel("learn_list", (room.x * 0.3).clamp(200.0, 340.0))
    };
    list.show(ui, |ui| {
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if let Some(n) = mistakes::show(ui, &screen.summary) {
                    pressed.push(Pressed::Lesson(n));
                }
                for (i, item) in screen.items.iter().enumerate() {
                    let row = numbered_row(i, &item.row());
                    if ui.selectable_label(i == screen.at, row).clicked() {
                        pressed.push(Pressed::Exercise(i));
                    }
                }
            });
    });

    CentralPanel::default()
        .frame(theme::table_frame())
        .show(ui, |ui| {
            announce::live_region(ui, LIVE_REGION, &words.join(" "));
            if screen.current().is_some()
                && let Some(b) = board(ui, screen)
            {
                pressed.push(Pressed::Board(b));
            }
        });
    pressed
}
