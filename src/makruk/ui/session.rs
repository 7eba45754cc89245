//! A Makruk game in the window: the game, who plays each colour, the piece a person has
//! picked up, the computer thinking on its own thread, and the move being animated. The
//! widgets read it and return commands; [`Session::apply`] carries them out.

use crate::makruk::ai::{Level, Player as Engine, Thinker};
use crate::makruk::rules::{Bitboard, ByColor, Color, CountingMode, Game, Move, Position, Square};

use super::board::{self, BoardInput, BoardLook, BoardView};
use super::command::Command;
use super::new_game::{self, DialogAnswer, NewGameDialog};
use super::pieces::PieceStyle;
use super::{side, text};

/// Who plays a colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub name: String,
    /// `None` for a person.
    pub computer: Option<Level>,
}

/// How a game is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct GameConfig {
    pub seats: ByColor<Seat>,
    pub counting: CountingMode,
    pub start: Position,
    /// Seeds the computer players' measured randomness.
    pub seed: u64,
}

impl GameConfig {
    pub fn new(white: Seat, black: Seat) -> GameConfig {
        GameConfig {
            seats: ByColor { white, black },
            counting: CountingMode::Automatic,
            start: Position::start(),
            seed: 1,
        }
    }
}

/// How the board looks to this person.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Looks {
    pub board: BoardLook,
    pub pieces: PieceStyle,
    /// Seconds a move takes on the board; 0 for none.
    pub move_seconds: f32,
}

impl Default for Looks {
    fn default() -> Looks {
        Looks {
            board: BoardLook::Plain,
            pieces: PieceStyle::Thai,
            move_seconds: 0.25,
        }
    }
}

/// A move on its way across the board.
#[derive(Clone, Copy, Debug)]
struct Anim {
    mv: Move,
    started: f64,
}

pub struct Session {
    config: GameConfig,
    game: Game,
    looks: Looks,
    flipped: bool,
    selected: Option<Square>,
    /// A mate held back by the counting warning (M17).
    pending_mate: Option<Move>,
    /// The computer players, each at rest here or away thinking.
    engines: ByColor<Option<Engine>>,
    thinking: Option<(Color, Thinker)>,
    anim: Option<Anim>,
    now: f64,
    notice: Option<String>,
    dialog: Option<NewGameDialog>,
    /// The move list in SAN, remade when the game changes.
    rows: Vec<(u32, String, String)>,
}

impl Session {
    pub fn new(config: GameConfig, looks: Looks) -> Session {
        let engine = |color: Color, seat: &Seat| {
            seat.computer
                .map(|level| Engine::new(level, config.seed ^ color.index() as u64))
        };
        let engines = ByColor {
            white: engine(Color::White, &config.seats.white),
            black: engine(Color::Black, &config.seats.black),
        };
        // A person playing Black alone sees the board from Black's side.
        let flipped =
            config.seats.black.computer.is_none() && config.seats.white.computer.is_some();
        Session {
            game: Game::new(config.start, config.counting),
            config,
            looks,
            flipped,
            selected: None,
            pending_mate: None,
            engines,
            thinking: None,
            anim: None,
            now: 0.0,
            notice: None,
            dialog: None,
            rows: Vec::new(),
        }
    }

    pub fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    pub fn move_rows(&self) -> &[(u32, String, String)] {
        &self.rows
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    pub fn seat(&self, color: Color) -> &Seat {
        &self.config.seats[color]
    }

    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    pub fn flipped(&self) -> bool {
        self.flipped
    }

    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    pub fn pending_mate(&self) -> Option<Move> {
        self.pending_mate
    }

    /// The computer of this colour is searching.
    pub fn is_thinking(&self) -> Option<Color> {
        self.thinking.as_ref().map(|(c, _)| *c)
    }

    fn animating(&self) -> bool {
        self.anim
            .is_some_and(|a| self.now - a.started < f64::from(self.looks.move_seconds))
    }

    /// A person is to move and may act now.
    pub fn waiting_for_person(&self) -> bool {
        let turn = self.game.position().turn();
        self.dialog.is_none()
            && self.game.outcome().is_none()
            && self.seat(turn).computer.is_none()
            && !self.animating()
            && self.pending_mate.is_none()
    }

    /// Where the picked-up piece may go.
    pub fn destinations(&self) -> Bitboard {
        let Some(from) = self.selected else {
            return Bitboard::EMPTY;
        };
        self.game
            .position()
            .legal_moves()
            .iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect()
    }

    /// Stops a thinking computer at once, without waiting for its thread. Its engine is
    /// made again for its next move.
    fn stop_thinking(&mut self) {
        if let Some((color, thinker)) = self.thinking.take() {
            thinker.stop();
            drop(thinker);
            let seat = &self.config.seats[color];
            self.engines[color] = seat
                .computer
                .map(|level| Engine::new(level, self.config.seed ^ self.game.len() as u64));
        }
    }

    fn play(&mut self, mv: Move) {
        if self.game.play(mv).is_ok() {
            self.rows = side::move_rows(&self.game);
            self.selected = None;
            self.anim = Some(Anim {
                mv,
                started: self.now,
            });
        }
    }

    /// A person's move, held back once if it is a mate that counting would draw.
    fn person_plays(&mut self, mv: Move) {
        if self.game.mate_would_be_drawn(mv) {
            self.pending_mate = Some(mv);
        } else {
            self.play(mv);
        }
    }

    pub fn apply(&mut self, command: Command) {
        match command {
            Command::Click(square) => {
                if !self.waiting_for_person() {
                    return;
                }
                let position = *self.game.position();
                let own = position
                    .piece_at(square)
                    .is_some_and(|p| p.color == position.turn());
                if let Some(from) = self.selected
                    && let Some(mv) = position.find_move(from, square, None)
                {
                    self.person_plays(mv);
                } else if own && self.selected != Some(square) {
                    self.selected = Some(square);
                } else {
                    self.selected = None;
                }
            }
            Command::Drop { from, to } => {
                if self.waiting_for_person()
                    && let Some(mv) = self.game.position().find_move(from, to, None)
                {
                    self.person_plays(mv);
                }
            }
            Command::Play(mv) => {
                if self.waiting_for_person() {
                    self.person_plays(mv);
                }
            }
            Command::ConfirmMate => {
                if let Some(mv) = self.pending_mate.take() {
                    self.play(mv);
                }
            }
            Command::CancelMate => self.pending_mate = None,
            Command::Undo => {
                self.stop_thinking();
                self.pending_mate = None;
                self.selected = None;
                self.anim = None;
                // Against the computer, take back to the person's last turn.
                let person = |s: &Session| s.seat(s.game.position().turn()).computer.is_none();
                if self.game.undo().is_some() {
                    while !person(self) && self.game.undo().is_some() {}
                }
                self.rows = side::move_rows(&self.game);
            }
            Command::Flip => self.flipped = !self.flipped,
            Command::PlayAgain => {
                let config = GameConfig {
                    seed: self.config.seed.wrapping_add(1),
                    ..self.config.clone()
                };
                let flipped = self.flipped;
                self.start(config);
                self.flipped = flipped;
            }
            Command::OpenNewGameDialog => {
                self.dialog = Some(NewGameDialog::from_config(&self.config));
            }
            Command::CloseDialog => self.dialog = None,
            Command::NewGame(config) => self.start(config),
            Command::StartCount => {
                let _ = self.game.start_count();
            }
            Command::StopCount => {
                let _ = self.game.stop_count();
            }
            Command::KeepBoardCount => {
                let _ = self.game.keep_board_count();
            }
        }
    }

    /// A new game in place of this one; a thinking computer is stopped, not waited for.
    fn start(&mut self, config: GameConfig) {
        self.stop_thinking();
        *self = Session::new(config, self.looks);
    }

    /// Moves time on: finishes an animation, starts the computer to move, and plays its
    /// move when it has one. Returns whether anything is still under way (to repaint).
    pub fn step(&mut self, now: f64) -> bool {
        self.now = now;
        if self.animating() {
            return true;
        }
        self.anim = None;
        if self.game.outcome().is_some() {
            return false;
        }
        let turn = self.game.position().turn();
        if let Some((color, thinker)) = &self.thinking {
            if !thinker.is_done() {
                return true;
            }
            let color = *color;
            let (_, thinker) = self.thinking.take().expect("a thinker");
            let (engine, choice) = thinker.finish();
            match (engine, choice) {
                (Some(engine), Some(choice)) => {
                    self.engines[color] = Some(engine);
                    self.play(choice.mv);
                }
                (engine, _) => {
                    // The search's thread died or found nothing to play: play on at Easy
                    // rather than hang the game.
                    let why = if engine.is_none() {
                        "its thread stopped"
                    } else {
                        "no move"
                    };
                    self.notice = Some(text::computer_failed(why));
                    self.config.seats[color].computer = Some(Level::Easy);
                    self.engines[color] = Some(Engine::new(Level::Easy, self.config.seed));
                }
            }
            return true;
        }
        if self.seat(turn).computer.is_some() {
            if let Some(engine) = self.engines[turn].take() {
                let history = self.game.history().to_vec();
                let thinker = Thinker::start(engine, *self.game.position(), history, None);
                self.thinking = Some((turn, thinker));
            }
            return true;
        }
        false
    }

    /// The table: the side panel and the board.
    pub fn show(&mut self, ui: &mut egui::Ui) -> Vec<Command> {
        let mut commands = Vec::new();
        egui::Panel::right("makruk-side")
            .resizable(false)
            .exact_size((ui.available_width() * 0.3).clamp(220.0, 320.0))
            .show(ui, |ui| commands.extend(side::show(ui, self)));
        egui::CentralPanel::default().show(ui, |ui| {
            let position = *self.game.position();
            let last_move = self.game.moves().last();
            let anim = self.anim.filter(|_| self.animating()).map(|a| {
                let t = (self.now - a.started) / f64::from(self.looks.move_seconds.max(1e-3));
                (a.mv, t as f32)
            });
            let label = |sq, piece, promoted| text::square(sq, piece, promoted);
            let view = BoardView {
                position: &position,
                flipped: self.flipped,
                look: self.looks.board,
                style: self.looks.pieces,
                selected: self.selected,
                destinations: self.destinations(),
                last_move,
                hint: None,
                anim,
                interactive: self.waiting_for_person(),
                label: &label,
            };
            match board::show(ui, &view) {
                Some(BoardInput::Clicked(square)) => commands.push(Command::Click(square)),
                Some(BoardInput::Dropped { from, to }) => commands.push(Command::Drop { from, to }),
                None => {}
            }
        });
        if let Some(dialog) = &mut self.dialog {
            match new_game::show(ui, dialog) {
                Some(DialogAnswer::Start(config)) => commands.push(Command::NewGame(config)),
                Some(DialogAnswer::Cancel) => commands.push(Command::CloseDialog),
                None => {}
            }
        }
        commands
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // Closing the window or starting anew never waits for a search.
        if let Some((_, thinker)) = &self.thinking {
            thinker.stop();
        }
    }
}
