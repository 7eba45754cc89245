//! A Makruk game in the window: the game, who plays each colour, the piece a person has
//! picked up, the computer thinking on its own thread, the clock, the hint and the review,
//! and the move being animated. The widgets read it and return commands;
//! [`Session::apply`] carries them out.

use crate::makruk::ai::advisor::{self, Job};
use crate::makruk::ai::{Hint, Level, Limits, Player as Engine, Reviewed, Searcher, Thinker};
use crate::makruk::clock::Clock;
use crate::makruk::ending::Ending;
use crate::makruk::rules::{
    Bitboard, ByColor, Color, CountingMode, Game, Move, Outcome, Position, Square,
};
use crate::makruk::save::{CountAction, CountEvent, Player, SavedMakruk};
use crate::makruk::settings::{ClockSetting, SeatPlayer, Settings};

use super::board::{self, BoardInput, BoardLook, BoardView};
use super::command::Command;
use super::new_game::{self, DialogAnswer, NewGameDialog};
use super::pieces::PieceStyle;
use super::{rules_book, side, text};
use crate::shell::rules_frame::RulesOverlay;

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
    pub clock: Option<ClockSetting>,
    /// Seeds the computer players' measured randomness.
    pub seed: u64,
}

impl GameConfig {
    pub fn new(white: Seat, black: Seat) -> GameConfig {
        GameConfig {
            seats: ByColor { white, black },
            counting: CountingMode::Automatic,
            start: Position::start(),
            clock: None,
            seed: 1,
        }
    }

    /// The next game as the settings describe it.
    pub fn from_settings(settings: &Settings, seed: u64) -> GameConfig {
        let seat = |color: Color, player: SeatPlayer| Seat {
            name: match settings.names[color.index()].trim() {
                "" => text::color(color),
                name => name.chars().take(40).collect(),
            },
            computer: player.computer(),
        };
        GameConfig {
            seats: ByColor {
                white: seat(Color::White, settings.white),
                black: seat(Color::Black, settings.black),
            },
            counting: settings.counting,
            start: Position::start(),
            clock: settings.clock.and_then(ClockSetting::bounded),
            seed,
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

impl Looks {
    pub fn of(settings: &Settings) -> Looks {
        Looks {
            board: settings.board,
            pieces: settings.pieces,
            move_seconds: if settings.animation { 0.25 } else { 0.0 },
        }
    }
}

/// A move on its way across the board.
#[derive(Clone, Copy, Debug)]
struct Anim {
    mv: Move,
    started: f64,
}

/// The review of a finished game, or the search making it.
pub enum Review {
    Running(Job<Vec<Reviewed>>),
    Done(Vec<Reviewed>),
}

pub struct Session {
    config: GameConfig,
    game: Game,
    /// The traditional count's actions, as the file keeps them.
    counts: Vec<CountEvent>,
    ending: Option<Ending>,
    clock: Option<Clock>,
    /// Changes with every move, undo, count and ending, and differs between any two
    /// sessions: the shell's autosave and title compare it instead of the game.
    revision: u64,
    settings: Settings,
    settings_changed: bool,
    looks: Looks,
    flipped: bool,
    selected: Option<Square>,
    /// A mate held back by the counting warning (M17).
    pending_mate: Option<Move>,
    /// The computer players, each at rest here or away thinking.
    engines: ByColor<Option<Engine>>,
    thinking: Option<(Color, Thinker)>,
    /// Each computer's last score for itself, which decides its counting.
    last_score: ByColor<Option<i32>>,
    anim: Option<Anim>,
    now: f64,
    /// A problem to show in the side panel (the computer failed).
    notice: Option<String>,
    /// Messages for the shell's notice bar.
    notices: Vec<String>,
    dialog: Option<NewGameDialog>,
    /// The choices of a cancelled dialog, offered again when it next opens.
    draft: Option<NewGameDialog>,
    /// A screen of the shell covers the table (the game waits, the clock stops).
    covered: bool,
    /// The move list in SAN, remade when the game changes.
    rows: Vec<(u32, String, String)>,
    /// The number of moves shown while looking back; `None` at the present.
    viewing: Option<usize>,
    /// The hint for the position of `revision`, or its search.
    hint: Option<(u64, Hint)>,
    hint_job: Option<(u64, Job<Option<Hint>>)>,
    /// White's win chance for the position of `revision` (the evaluation bar), or its search.
    eval: Option<(u64, f64)>,
    eval_job: Option<(u64, Job<Option<Hint>>)>,
    review: Option<Review>,
    /// A person offered a draw to the other person.
    draw_offer: Option<Color>,
    /// Text for the clipboard, copied on the next frame.
    to_copy: Option<String>,
    /// The rules overlay, while it is open (the game waits under it).
    rules: Option<RulesOverlay>,
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
            counts: Vec::new(),
            ending: None,
            clock: config.clock.map(Clock::new),
            revision: next_revision(),
            settings: Settings::default(),
            settings_changed: false,
            config,
            looks,
            flipped,
            selected: None,
            pending_mate: None,
            engines,
            thinking: None,
            last_score: ByColor::default(),
            anim: None,
            now: 0.0,
            notice: None,
            notices: Vec::new(),
            dialog: None,
            draft: None,
            covered: false,
            rows: Vec::new(),
            viewing: None,
            hint: None,
            hint_job: None,
            eval: None,
            eval_job: None,
            review: None,
            draw_offer: None,
            to_copy: None,
            rules: None,
        }
    }

    /// The table as a newcomer finds it: the settings' next game, its dialog open.
    pub fn startup(settings: Settings) -> Session {
        let config = GameConfig::from_settings(&settings, fresh_seed());
        let mut session = Session::new(config, Looks::of(&settings));
        session.settings = settings;
        session.open_new_game_dialog();
        session
    }

    /// Plays on from a game read from a file (which `SavedMakruk::from_json` replayed).
    pub fn from_saved(saved: SavedMakruk, settings: Settings) -> Session {
        let seat = |p: &Player| Seat {
            name: p.name.clone(),
            computer: p.computer,
        };
        let config = GameConfig {
            seats: ByColor {
                white: seat(&saved.players.white),
                black: seat(&saved.players.black),
            },
            counting: saved.game.mode(),
            start: *saved.game.start(),
            clock: None,
            seed: fresh_seed(),
        };
        let mut session = Session::new(config, Looks::of(&settings));
        session.settings = settings;
        // Play again keeps the clock: as the settings give it (the file keeps only the time
        // left, not the time each side started with).
        session.config.clock = saved.clock.and(session.settings.clock);
        session.game = saved.game;
        session.counts = saved.counts;
        session.ending = saved.ending;
        session.clock = saved.clock;
        session.game_changed();
        session
    }

    /// The game as its file keeps it.
    pub fn to_saved(&self, created: &str) -> SavedMakruk {
        let player = |s: &Seat| Player {
            name: s.name.clone(),
            computer: s.computer,
        };
        SavedMakruk {
            game: self.game.clone(),
            players: ByColor {
                white: player(&self.config.seats.white),
                black: player(&self.config.seats.black),
            },
            counts: self.counts.clone(),
            ending: self.ending,
            clock: self.clock.map(|mut c| {
                c.pause(self.now);
                c
            }),
            created: created.to_string(),
            modified: String::new(),
        }
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Takes these settings (from the file, or the settings screen): the board's looks at
    /// once, the players from the next game on.
    pub fn use_settings(&mut self, settings: Settings) {
        self.looks = Looks::of(&settings);
        self.settings = settings;
    }

    /// Whether the settings changed since the shell last wrote them (then not again).
    pub fn take_settings_changed(&mut self) -> bool {
        std::mem::take(&mut self.settings_changed)
    }

    pub fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    pub fn set_covered(&mut self, covered: bool) {
        self.covered = covered;
    }

    pub fn revision(&self) -> u64 {
        self.revision
    }

    pub fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// The new game dialog, filled in as this game was set up (at the start, from the
    /// settings: the person's last choices).
    pub fn open_new_game_dialog(&mut self) {
        let dialog = self
            .draft
            .take()
            .unwrap_or_else(|| NewGameDialog::from_config(&self.config));
        self.dialog = Some(dialog);
    }

    pub fn close_dialog(&mut self) {
        self.dialog = None;
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

    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    pub fn now(&self) -> f64 {
        self.now
    }

    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    pub fn viewing(&self) -> Option<usize> {
        self.viewing
    }

    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// The hint for the position on the board, once its search is done.
    pub fn hint(&self) -> Option<Hint> {
        self.hint
            .filter(|(r, _)| *r == self.revision)
            .map(|(_, h)| h)
    }

    pub fn hint_running(&self) -> bool {
        self.hint_job.is_some()
    }

    /// White's win chance, as the evaluation bar shows it.
    pub fn eval(&self) -> Option<f64> {
        self.eval.map(|(_, e)| e)
    }

    /// The game has ended, by its rules or otherwise.
    pub fn finished(&self) -> bool {
        self.game.outcome().is_some() || self.ending.is_some()
    }

    /// The PGN result of the game so far.
    pub fn result(&self) -> &'static str {
        if let Some(e) = self.ending {
            return e.result();
        }
        match self.game.outcome() {
            Some(o) => match o.winner() {
                Some(Color::White) => "1-0",
                Some(Color::Black) => "0-1",
                None => "1/2-1/2",
            },
            None => "*",
        }
    }

    /// Whether a person plays against the computer (undo takes back a pair of moves, the
    /// review marks only the person's moves).
    fn against_computer(&self) -> bool {
        Color::ALL
            .into_iter()
            .any(|c| self.seat(c).computer.is_some())
    }

    /// The computer of this colour is searching.
    pub fn is_thinking(&self) -> Option<Color> {
        self.thinking.as_ref().map(|(c, _)| *c)
    }

    /// A move is gliding across the board.
    pub fn animating(&self) -> bool {
        self.anim
            .is_some_and(|a| self.now - a.started < f64::from(self.looks.move_seconds))
    }

    /// A person is to move and may act now.
    pub fn waiting_for_person(&self) -> bool {
        let turn = self.game.position().turn();
        self.dialog.is_none()
            && self.rules.is_none()
            && !self.covered
            && !self.finished()
            && self.viewing.is_none()
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

    /// The position shown: the present, or the one looked back at.
    pub fn shown_position(&self) -> Position {
        match self.viewing {
            None => *self.game.position(),
            Some(n) => {
                let mut p = *self.game.start();
                for mv in self.game.moves().take(n) {
                    p.play_unchecked(mv);
                }
                p
            }
        }
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

    /// After every change to the game: the move list, the revision, advice made stale.
    fn game_changed(&mut self) {
        self.rows = side::move_rows(&self.game);
        self.revision = next_revision();
        self.selected = None;
        self.viewing = None;
        self.hint_job = None;
        self.draw_offer = None;
    }

    fn count_action(&mut self, action: CountAction) {
        let done = match action {
            CountAction::Start => self.game.start_count(),
            CountAction::Stop => self.game.stop_count(),
            CountAction::Keep => self.game.keep_board_count(),
        };
        if done.is_ok() {
            self.counts.push(CountEvent {
                ply: self.game.len(),
                action,
            });
            self.revision = next_revision();
        }
    }

    fn play(&mut self, mv: Move) {
        let mover = self.game.position().turn();
        if self.game.play(mv).is_ok() {
            self.game_changed();
            self.anim = Some(Anim {
                mv,
                started: self.now,
            });
            if let Some(clock) = &mut self.clock {
                if self.game.outcome().is_some() {
                    clock.pause(self.now);
                } else {
                    clock.moved(mover, self.now);
                }
            }
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

    fn end(&mut self, ending: Ending) {
        self.stop_thinking();
        self.ending = Some(ending);
        if let Some(clock) = &mut self.clock {
            clock.pause(self.now);
        }
        self.revision = next_revision();
        self.draw_offer = None;
        self.pending_mate = None;
    }

    /// Whether the computer playing `color` takes a draw: when its own search says it is
    /// no better than level.
    fn computer_accepts_draw(&self, color: Color) -> bool {
        let position = self.game.position();
        let mut searcher = Searcher::new(1);
        let r = searcher.search(
            position,
            self.game.history(),
            Limits::nodes(40_000),
            1,
            &mut |_| {},
        );
        let own = if position.turn() == color {
            r.score
        } else {
            -r.score
        };
        own <= 30
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
            Command::Undo => self.undo(),
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
            Command::OpenNewGameDialog => self.open_new_game_dialog(),
            // Cancelled choices come back the next time the dialog opens, as a draft.
            Command::CloseDialog => self.draft = self.dialog.take(),
            Command::NewGame(config) => {
                self.remember(&config);
                self.start(config);
            }
            Command::StartCount => self.count_action(CountAction::Start),
            Command::StopCount => self.count_action(CountAction::Stop),
            Command::KeepBoardCount => self.count_action(CountAction::Keep),
            Command::Hint => {
                if self.waiting_for_person() && self.hint().is_none() && self.hint_job.is_none() {
                    let job = advisor::hint_job(
                        *self.game.position(),
                        self.game.history().to_vec(),
                        crate::makruk::ai::hint::hint_limits(),
                    );
                    self.hint_job = Some((self.revision, job));
                }
            }
            Command::Resign => {
                if !self.finished() {
                    // The person resigns: the one to move, or the only person at the table.
                    let turn = self.game.position().turn();
                    let loser = if self.seat(turn).computer.is_none() {
                        turn
                    } else {
                        !turn
                    };
                    self.end(Ending::Resigned { loser });
                }
            }
            Command::OfferDraw => {
                if self.finished() || self.draw_offer.is_some() {
                    return;
                }
                let turn = self.game.position().turn();
                let other = !turn;
                if self.seat(other).computer.is_some() {
                    if self.computer_accepts_draw(other) {
                        self.end(Ending::DrawAgreed);
                    } else {
                        self.notice = Some(text::draw_declined(&self.seat(other).name));
                    }
                } else {
                    self.draw_offer = Some(turn);
                }
            }
            Command::AcceptDraw => {
                if self.draw_offer.is_some() && !self.finished() {
                    self.end(Ending::DrawAgreed);
                }
            }
            Command::DeclineDraw => self.draw_offer = None,
            Command::View(n) => {
                self.viewing = n.filter(|&n| n < self.game.len());
                self.selected = None;
            }
            Command::Review => {
                if self.finished() && self.review.is_none() && !self.game.is_empty() {
                    self.review = Some(Review::Running(advisor::review_job(self.game.clone())));
                }
            }
            Command::CopyFen => self.to_copy = Some(self.shown_position().fen()),
            Command::OpenRules => self.rules = Some(RulesOverlay::default()),
            Command::CloseRules => self.rules = None,
            Command::ToggleEvalBar => {
                self.settings.eval_bar = !self.settings.eval_bar;
                self.settings_changed = true;
                if !self.settings.eval_bar {
                    self.eval_job = None;
                    self.eval = None;
                }
            }
        }
    }

    /// Takes the last move back (against the computer, back to the person's last turn),
    /// with the count actions taken after it.
    fn undo(&mut self) {
        self.stop_thinking();
        self.pending_mate = None;
        self.anim = None;
        self.ending = None;
        self.review = None;
        let person = |s: &Session| s.seat(s.game.position().turn()).computer.is_none();
        if self.game.undo().is_some() {
            while !person(self) && self.game.undo().is_some() {}
        }
        let len = self.game.len();
        self.counts.retain(|c| c.ply <= len);
        // The count actions kept must still be the game's (undo restores the count as it
        // stood before the move taken back, after that ply's actions).
        self.game_changed();
        if let Some(clock) = &mut self.clock {
            clock.start(self.game.position().turn(), self.now);
        }
    }

    /// The new game's choices become the next game's defaults.
    fn remember(&mut self, config: &GameConfig) {
        let s = &mut self.settings;
        s.white = SeatPlayer::of(config.seats.white.computer);
        s.black = SeatPlayer::of(config.seats.black.computer);
        for color in Color::ALL {
            let seat = &config.seats[color];
            if seat.computer.is_none() {
                s.names[color.index()] = seat.name.clone();
            }
        }
        s.counting = config.counting;
        s.clock = config.clock;
        self.settings_changed = true;
    }

    /// A new game in place of this one; a thinking computer is stopped, not waited for.
    fn start(&mut self, config: GameConfig) {
        self.stop_thinking();
        let settings = std::mem::take(&mut self.settings);
        let changed = self.settings_changed;
        let notices = std::mem::take(&mut self.notices);
        let covered = self.covered;
        *self = Session::new(config, self.looks);
        self.settings = settings;
        self.settings_changed = changed;
        self.notices = notices;
        self.covered = covered;
    }

    /// The computer to move in traditional counting starts counting when it is the weaker
    /// side, and stops when it has become the stronger (its own mate would be a draw).
    fn computer_counts(&mut self, color: Color) {
        if self.game.mode() != CountingMode::Traditional {
            return;
        }
        let Some(score) = self.last_score[color] else {
            return;
        };
        if score < -150 && self.game.can_start_count().is_ok() {
            self.count_action(CountAction::Start);
        } else if score > 150 && self.game.spoken_count().is_some_and(|c| c.counter == color) {
            self.count_action(CountAction::Stop);
        }
    }

    /// Moves time on: finishes an animation, runs the clock, starts the computer to move
    /// and plays its move when it has one, and collects advice. Returns whether anything
    /// is still under way (to repaint).
    pub fn step(&mut self, now: f64) -> bool {
        self.now = now;
        let mut busy = self.step_advice();
        if self.animating() {
            return true;
        }
        self.anim = None;
        if self.finished() {
            return busy;
        }
        let turn = self.game.position().turn();
        if let Some(clock) = &mut self.clock {
            let paused = self.dialog.is_some() || self.rules.is_some() || self.covered;
            match (paused, clock.running()) {
                (true, Some(_)) => clock.pause(now),
                (false, None) => clock.start(turn, now),
                _ => {}
            }
            if let Some(loser) = clock.flagged(now) {
                let ending = Ending::time(loser, self.game.position().board());
                self.end(ending);
                return true;
            }
            busy |= clock.running().is_some();
        }
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
                    self.last_score[color] = Some(choice.score);
                    if self.game.mate_would_be_drawn(choice.mv) {
                        // Its own count would draw the mate: it stops counting first.
                        self.count_action(CountAction::Stop);
                    }
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
        let waits = self.dialog.is_some() || self.rules.is_some() || self.covered;
        if self.seat(turn).computer.is_some() && !waits {
            if let Some(engine) = self.engines[turn].take() {
                self.computer_counts(turn);
                let history = self.game.history().to_vec();
                let limits = self.clock.map(|c| Limits {
                    clock: Some(crate::makruk::ai::Clock {
                        time: std::time::Duration::from_millis(c.left_ms(turn, now)),
                        increment: std::time::Duration::from_millis(c.increment_ms()),
                        moves_to_go: None,
                    }),
                    ..Limits::default()
                });
                let thinker = Thinker::start(engine, *self.game.position(), history, limits);
                self.thinking = Some((turn, thinker));
            }
            return true;
        }
        busy
    }

    /// Collects finished hints, evaluations and reviews; starts the evaluation bar's
    /// search for a new position. Returns whether any is still running.
    fn step_advice(&mut self) -> bool {
        if let Some((revision, job)) = &mut self.hint_job
            && let Some(answer) = job.poll()
        {
            let revision = *revision;
            self.hint_job = None;
            if let Some(hint) = answer {
                self.hint = Some((revision, hint));
                self.eval_from_hint(revision, hint);
            }
        }
        if self.settings.eval_bar {
            let stale = self
                .eval_job
                .as_ref()
                .is_some_and(|(r, _)| *r != self.revision);
            if stale {
                self.eval_job = None;
            }
            if let Some((revision, job)) = &mut self.eval_job
                && let Some(answer) = job.poll()
            {
                let revision = *revision;
                self.eval_job = None;
                if let Some(hint) = answer {
                    self.eval_from_hint(revision, hint);
                }
            }
            let known = self.eval.is_some_and(|(r, _)| r == self.revision);
            if !known && self.eval_job.is_none() && !self.animating() {
                if self.game.outcome().is_some() {
                    let white = match self.game.outcome() {
                        Some(Outcome::Checkmate { winner }) => {
                            if winner == Color::White {
                                1.0
                            } else {
                                0.0
                            }
                        }
                        _ => 0.5,
                    };
                    self.eval = Some((self.revision, white));
                } else {
                    let job = advisor::hint_job(
                        *self.game.position(),
                        self.game.history().to_vec(),
                        advisor::eval_limits(),
                    );
                    self.eval_job = Some((self.revision, job));
                }
            }
        }
        if let Some(Review::Running(job)) = &mut self.review
            && let Some(reviewed) = job.poll()
        {
            self.review = Some(Review::Done(reviewed));
        }
        self.hint_job.is_some()
            || self.eval_job.is_some()
            || matches!(self.review, Some(Review::Running(_)))
    }

    fn eval_from_hint(&mut self, revision: u64, hint: Hint) {
        let chance = hint.best.win_chance;
        let white = match self.game.position().turn() {
            Color::White => chance,
            Color::Black => 1.0 - chance,
        };
        if revision == self.revision {
            self.eval = Some((revision, white));
        }
    }

    /// The review's marks for the person's moves (all moves when no computer plays).
    pub fn reviewed(&self) -> Option<Vec<&Reviewed>> {
        let Some(Review::Done(all)) = &self.review else {
            return None;
        };
        let start_turn = self.game.start().turn();
        let mover = |ply: usize| {
            if ply.is_multiple_of(2) {
                start_turn
            } else {
                !start_turn
            }
        };
        Some(
            all.iter()
                .filter(|r| !self.against_computer() || self.seat(mover(r.ply)).computer.is_none())
                .collect(),
        )
    }

    /// The table: the side panel and the board.
    pub fn show(&mut self, ui: &mut egui::Ui) -> Vec<Command> {
        if let Some(text) = self.to_copy.take() {
            ui.ctx().copy_text(text);
        }
        let mut commands = Vec::new();
        egui::Panel::right("makruk-side")
            .resizable(false)
            .exact_size((ui.available_width() * 0.3).clamp(220.0, 320.0))
            .show(ui, |ui| commands.extend(side::show(ui, self)));
        egui::CentralPanel::default().show(ui, |ui| {
            let full = ui.available_rect_before_wrap();
            let board_rect = if self.settings.eval_bar {
                let bar = egui::Rect::from_min_size(
                    full.min + egui::vec2(2.0, full.height() * 0.08),
                    egui::vec2(14.0, full.height() * 0.84),
                );
                side::eval_bar(ui, bar, self.eval(), self.flipped);
                full.with_min_x(full.min.x + 22.0)
            } else {
                full
            };
            let position = self.shown_position();
            let shown = self.viewing.unwrap_or(self.game.len());
            let last_move = shown.checked_sub(1).and_then(|i| self.game.moves().nth(i));
            let anim = self
                .anim
                .filter(|_| self.animating() && self.viewing.is_none())
                .map(|a| {
                    let t = (self.now - a.started) / f64::from(self.looks.move_seconds.max(1e-3));
                    (a.mv, t as f32)
                });
            // A hint points at its move; looking back in a review, at the better move.
            let pointed = match self.viewing {
                None => self.hint().map(|h| h.best.mv),
                Some(n) => self.reviewed().and_then(|r| {
                    r.into_iter()
                        .find(|r| r.ply == n && r.mark.is_some())
                        .map(|r| r.best.mv)
                }),
            };
            let label = |sq, piece, promoted| text::square(sq, piece, promoted);
            let view = BoardView {
                position: &position,
                flipped: self.flipped,
                look: self.looks.board,
                style: self.looks.pieces,
                selected: self.selected,
                destinations: self.destinations(),
                last_move,
                hint: pointed,
                anim,
                interactive: self.waiting_for_person(),
                label: &label,
            };
            let input = ui
                .scope_builder(egui::UiBuilder::new().max_rect(board_rect), |ui| {
                    board::show(ui, &view)
                })
                .inner;
            match input {
                Some(BoardInput::Clicked(square)) => commands.push(Command::Click(square)),
                Some(BoardInput::Dropped { from, to }) => commands.push(Command::Drop { from, to }),
                None => {}
            }
        });
        if let Some(rules) = &mut self.rules
            && !self.covered
        {
            commands.extend(rules_book::show(
                ui,
                rules,
                self.game.mode(),
                self.looks.pieces,
            ));
        }
        // The shell's screens (the chooser, the settings) hide the dialog until they close.
        if let Some(dialog) = self.dialog.as_mut().filter(|_| !self.covered) {
            match new_game::show(ui, dialog) {
                Some(DialogAnswer::Start(config)) => commands.push(Command::NewGame(config)),
                Some(DialogAnswer::Cancel) => commands.push(Command::CloseDialog),
                None => {}
            }
        }
        commands
    }

    /// Whether the rules overlay is open.
    pub fn rules_open(&self) -> bool {
        self.rules.is_some()
    }

    /// The game's keys: F1 for the rules (Escape closes them), H for a hint, Ctrl+Z to
    /// undo, F to flip, the arrows to step through the moves.
    pub fn keys(&self, ui: &egui::Ui) -> Vec<Command> {
        if self.dialog.is_some() || self.covered || ui.ctx().egui_wants_keyboard_input() {
            return Vec::new();
        }
        ui.ctx().input_mut(|i| {
            let mut out = Vec::new();
            if i.consume_key(egui::Modifiers::NONE, egui::Key::F1) {
                out.push(if self.rules.is_some() {
                    Command::CloseRules
                } else {
                    Command::OpenRules
                });
            }
            if self.rules.is_some() {
                if i.consume_key(egui::Modifiers::NONE, egui::Key::Escape) {
                    out.push(Command::CloseRules);
                }
                return out;
            }
            if i.consume_key(egui::Modifiers::COMMAND, egui::Key::Z) {
                out.push(Command::Undo);
            }
            if i.consume_key(egui::Modifiers::NONE, egui::Key::H) {
                out.push(Command::Hint);
            }
            if i.consume_key(egui::Modifiers::NONE, egui::Key::F) {
                out.push(Command::Flip);
            }
            let len = self.game.len();
            let at = self.viewing.unwrap_or(len);
            if i.consume_key(egui::Modifiers::NONE, egui::Key::ArrowLeft) && at > 0 {
                out.push(Command::View(Some(at - 1)));
            }
            if i.consume_key(egui::Modifiers::NONE, egui::Key::ArrowRight) && at < len {
                out.push(Command::View(Some(at + 1)));
            }
            if i.consume_key(egui::Modifiers::NONE, egui::Key::End) {
                out.push(Command::View(None));
            }
            out
        })
    }
}

/// A revision no session has had before, so that the shell never takes one game's state
/// for another's.
fn next_revision() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// A seed for the computer players' randomness, different each game.
fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

impl Drop for Session {
    fn drop(&mut self) {
        // Closing the window or starting anew never waits for a search.
        if let Some((_, thinker)) = &self.thinking {
            thinker.stop();
        }
    }
}
