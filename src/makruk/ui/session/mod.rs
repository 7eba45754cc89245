//! A Makruk game in the window: the game, who plays each colour, the piece a person has
//! picked up, the computer thinking on its own thread, the clock, the hint and the review,
//! and the move being animated. The widgets read it and return commands;
//! [`Session::apply`] carries them out (in `commands`). Time moving on (the animation, the clock, the
//! computer, the advice) is in `step`, the frame (the table and its keys) in `view`.

mod commands;
mod distance;
mod learning;
mod speech;
mod step;
mod tutorial;
mod view;

use std::cell::Cell;

pub use super::config::{GameConfig, Looks, Seat};
pub use distance::Ask;
pub use tutorial::TutorialScreen;

use super::sound::Sound;
use crate::job::Wake;
use crate::makruk::ai::advisor::Job;
use crate::makruk::ai::{Hint, Player as Engine, ReviewedMove, Thinker};
use crate::makruk::notation::Notation;
use crate::makruk::notation::typed::TypedMoveError;
use crate::makruk::play::clock::Clock;
use crate::makruk::play::ending::Ending;
use crate::makruk::rules::{Bitboard, ByColor, Color, Game, Move, Position, Refusal, Square};
use crate::makruk::save::{CountAction, CountEvent, Player, SavedMakruk};
use crate::makruk::settings::Settings;
use crate::mix::fresh_seed;
use crate::widgets::sound::SoundQueue;

use super::move_rows::move_rows;
use super::new_game::NewGameDialog;
use crate::widgets::rules_frame::RulesOverlay;

/// What an evaluation is of: a game's revision and the number of moves shown.
type EvalKey = (u64, usize);

/// A move on its way across the board.
#[derive(Clone, Copy, Debug)]
struct Anim {
    mv: Move,
    started: f64,
}

/// The review of a finished game, or the search making it with the moves it has judged
/// so far (marked in the move list as they come).
pub enum Review {
    Running(Job<Vec<ReviewedMove>>, Vec<ReviewedMove>),
    Done(Vec<ReviewedMove>),
}

impl Review {
    /// The moves judged: all of them once done, else those so far.
    fn judged(&self) -> &[ReviewedMove] {
        match self {
            Review::Running(_, so_far) => so_far,
            Review::Done(all) => all,
        }
    }
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
    /// The counter asked to stop counting; the question waits for its answer.
    stop_asked: bool,
    /// Resign was pressed; "Resign this game?" waits for its answer (one click must not
    /// end a game, least of all at a distance).
    resign_asked: bool,
    /// The game-over panel was closed (the side panel keeps its buttons).
    game_over_dismissed: bool,
    /// Why the last move a person tried was not allowed.
    refused: Option<Refusal>,
    /// Why the last typed move was not played.
    typed_error: Option<TypedMoveError>,
    /// How many typed moves have failed: each failure is said aloud, the same twice too.
    typed_failures: u32,
    /// The computer players, each at rest here or away thinking.
    engines: ByColor<Option<Engine>>,
    thinking: Option<(Color, Thinker)>,
    /// A computer's move, found, waiting for the reply pause to end (`step::REPLY_PAUSE`)
    /// so the move before it can be seen.
    held: Option<(Color, Move)>,
    /// When the last move was played (the table's time).
    moved_at: f64,
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
    /// The position looked back at, replayed once for the revision and the moves shown
    /// (the board, the evaluation bar and Copy FEN read it every frame).
    viewed: Cell<Option<(EvalKey, Position)>>,
    /// The hint for the position of `revision`, or its search.
    hint: Option<(u64, Hint)>,
    hint_job: Option<(u64, Job<Option<Hint>>)>,
    /// White's win chance for the position shown (the evaluation bar), or its search: keyed
    /// by the revision and the number of moves shown.
    eval: Option<(EvalKey, f64)>,
    eval_job: Option<(EvalKey, Job<Option<Hint>>)>,
    /// The position whose evaluation failed (its search panicked): not asked again.
    eval_failed: Option<EvalKey>,
    review: Option<Review>,
    /// A person offered a draw to the other person.
    draw_offer: Option<Color>,
    /// A draw offered to the computer playing this colour: its answer, being thought out.
    draw_answer: Option<(Color, Job<bool>)>,
    /// Called from a thinker's or an advice job's thread when its answer arrives, so the
    /// window can repaint (`None`: the table polls).
    wake: Option<Wake>,
    /// Text for the clipboard, copied on the next frame.
    to_copy: Option<String>,
    /// The rules overlay, while it is open (the game waits under it).
    rules: Option<RulesOverlay>,
    /// The guided tutorial, while it is open over the table.
    tutorial: Option<TutorialScreen>,
    /// Whether this game's end went into the statistics (or it came finished from a file).
    counted: bool,
    /// The sounds asked for, each when it is due.
    sounds: SoundQueue<Sound>,
    /// A game whose table is kept by an online host (`None`: the table is this one).
    distance: Option<distance::Distance>,
    /// The exercises' screen (issue 66), while open.
    learn: Option<super::learn::LearnScreen>,
    /// A finished game's exercises being found.
    learn_job: Option<Job<Vec<crate::makruk::ai::learn::Exercise>>>,
    /// A wrong answer's win chance being worked out: the answer, and the hint's search
    /// of the position after it.
    learn_chance: Option<(Move, Job<Option<Hint>>)>,
    /// Exercises found and answered, for the statistics (`take_learned`).
    learned: Vec<crate::games::practice::News>,
    /// The day the window counts, as it last said (`take_learned`).
    today: crate::store::practice::Day,
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
            clock: config.clock.map(crate::makruk::play::clock::clock_of),
            revision: next_revision(),
            settings: Settings::default(),
            settings_changed: false,
            config,
            looks,
            flipped,
            selected: None,
            pending_mate: None,
            stop_asked: false,
            resign_asked: false,
            game_over_dismissed: false,
            refused: None,
            typed_error: None,
            typed_failures: 0,
            engines,
            thinking: None,
            held: None,
            moved_at: f64::NEG_INFINITY,
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
            viewed: Cell::new(None),
            hint: None,
            hint_job: None,
            eval: None,
            eval_job: None,
            eval_failed: None,
            review: None,
            draw_offer: None,
            draw_answer: None,
            wake: None,
            to_copy: None,
            rules: None,
            tutorial: None,
            counted: false,
            sounds: SoundQueue::default(),
            distance: None,
            learn: None,
            learn_job: None,
            learn_chance: None,
            learned: Vec::new(),
            today: crate::store::practice::Day::default(),
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
        // A game that ended before it was saved was counted where it was played.
        session.counted = session.finished();
        session
    }

    /// The game, once, when it has just ended: the players and the result, for the
    /// statistics.
    pub fn take_finished(&mut self) -> Option<crate::makruk::statistics::MakrukGame<'static>> {
        if self.counted || !self.finished() {
            return None;
        }
        self.counted = true;
        let side = |s: &Seat| (s.name.clone(), s.computer.map(|l| l.name()));
        Some(crate::makruk::statistics::MakrukGame {
            white: side(&self.config.seats.white),
            black: side(&self.config.seats.black),
            result: self.result(),
        })
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

    /// How this person reads moves and squares.
    pub fn notation(&self) -> Notation {
        self.looks.notation
    }

    /// Takes these settings (from the file, or the settings screen): the board's looks at
    /// once, the players from the next game on.
    pub fn use_settings(&mut self, settings: Settings) {
        let notation = self.looks.notation;
        self.looks = Looks::of(&settings);
        if self.looks.notation != notation {
            self.rows = move_rows(&self.game, self.looks.notation);
        }
        self.settings = settings;
    }

    /// Whether the settings changed since the shell last wrote them (then not again).
    pub fn take_settings_changed(&mut self) -> bool {
        std::mem::take(&mut self.settings_changed)
    }

    /// The sounds due by now (the shell plays them).
    pub fn take_sounds(&mut self) -> Vec<Sound> {
        self.sounds.take_due(self.now)
    }

    /// How long until the next sound is due, if one waits.
    pub fn next_sound_in(&self) -> Option<f64> {
        self.sounds.next_due().map(|at| (at - self.now).max(0.0))
    }

    pub fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    /// Whether a screen of the shell covers the table (the game waits, the clock stops).
    pub fn set_covered(&mut self, covered: bool) {
        self.covered = covered;
    }

    pub fn covered(&self) -> bool {
        self.covered
    }

    /// Opens the rules book at section `section` (0-based).
    pub fn open_rules_at(&mut self, section: usize) {
        self.rules = Some(RulesOverlay {
            jump_to: Some(section),
        });
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

    /// Why the last move a person tried was not allowed, until the next one.
    pub fn refused(&self) -> Option<Refusal> {
        self.refused
    }

    /// Why the last typed move was not played, until the next move, and which failure
    /// it was.
    pub fn typed_error(&self) -> Option<(&TypedMoveError, u32)> {
        self.typed_error.as_ref().map(|e| (e, self.typed_failures))
    }

    pub fn pending_mate(&self) -> Option<Move> {
        self.pending_mate
    }

    /// The counter asked to stop counting, and the question waits.
    pub fn stop_asked(&self) -> bool {
        self.stop_asked
    }

    /// Resign was pressed, and the question waits.
    pub fn resign_asked(&self) -> bool {
        self.resign_asked && !self.finished()
    }

    /// The game-over panel shows: the game has ended and the panel was not closed.
    pub fn game_over_shown(&self) -> bool {
        self.finished() && !self.game_over_dismissed
    }

    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The window closes or the game leaves the table: a running clock stops where it
    /// stands, so the autosave written next keeps the time it shows (a clock kept by an
    /// online host is the host's to stop). Playing on starts it again.
    pub fn stand_clock(&mut self) {
        if self.distance.is_none()
            && let Some(clock) = &mut self.clock
        {
            clock.pause(self.now);
        }
    }

    pub fn now(&self) -> f64 {
        self.now
    }

    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// Whether a computer is thinking over a draw offered to it.
    pub fn draw_answer_pending(&self) -> bool {
        self.draw_answer.is_some()
    }

    /// Who to call when a background answer (a move, a hint, a review) arrives.
    pub fn set_wake(&mut self, wake: Option<Wake>) {
        self.wake = wake;
    }

    /// Gives this table, and the tutorial's exercise table in it, a wake if they have
    /// none yet (`make` is called at most once): the window is painted when a search
    /// on another thread answers, and never polls for it.
    pub fn wake_with(&mut self, make: impl FnOnce() -> Wake) {
        let exercise = self.tutorial.as_mut().and_then(|t| t.exercise.as_mut());
        let needs = self.wake.is_none() || exercise.as_ref().is_some_and(|e| e.wake.is_none());
        if !needs {
            return;
        }
        let wake = self.wake.clone().unwrap_or_else(make);
        if let Some(e) = exercise {
            e.wake.get_or_insert_with(|| wake.clone());
        }
        self.wake = Some(wake);
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

    /// White's win chance in the position shown, as the evaluation bar shows it: the
    /// review's figure when the game has been reviewed, else the bar's own search (the
    /// last figure stays while a new one is searched, so the bar does not flicker).
    pub fn eval(&self) -> Option<f64> {
        self.reviewed_eval().or(self.eval.map(|(_, e)| e))
    }

    /// What the evaluation bar's figure belongs to: this game's revision and the moves shown.
    fn eval_key(&self) -> EvalKey {
        (self.revision, self.viewing.unwrap_or(self.game.len()))
    }

    /// The side that played the game's move at `ply` (counted from the game's start).
    fn mover_at(&self, ply: usize) -> Color {
        let start_turn = self.game.start().turn();
        if ply.is_multiple_of(2) {
            start_turn
        } else {
            !start_turn
        }
    }

    /// White's win chance in the position shown, from the review (after the move that led
    /// there, or before the first).
    fn reviewed_eval(&self) -> Option<f64> {
        let all = self.review.as_ref()?.judged();
        let shown = self.viewing.unwrap_or(self.game.len());
        let mover = |ply: usize| self.mover_at(ply);
        let white = |mover: Color, chance: f64| match mover {
            Color::White => chance,
            Color::Black => 1.0 - chance,
        };
        match shown.checked_sub(1) {
            None => all.first().map(|r| white(mover(0), r.best.win_chance)),
            Some(ply) => all
                .iter()
                .find(|r| r.ply == ply)
                .map(|r| white(mover(ply), r.played_win_chance)),
        }
    }

    /// The game has ended, by its rules or otherwise.
    pub fn finished(&self) -> bool {
        self.game.outcome().is_some() || self.ending.is_some()
    }

    /// The PGN result of the game so far.
    pub fn result(&self) -> &'static str {
        crate::makruk::notation::exchange::result_of(&self.game, self.ending)
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

    /// The computer of this colour has its move and holds it for the reply pause, so the
    /// move before it can be seen.
    pub fn is_holding(&self) -> Option<Color> {
        self.held.map(|(c, _)| c)
    }

    /// A move is gliding across the board.
    /// How long a move glides: as the settings say, and not at all with motion reduced
    /// (`widgets::motion`).
    fn glide_seconds(&self) -> f32 {
        if crate::widgets::motion::reduced() {
            0.0
        } else {
            self.looks.move_seconds
        }
    }

    pub fn animating(&self) -> bool {
        self.anim
            .is_some_and(|a| self.now - a.started < f64::from(self.glide_seconds()))
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
            && !self.is_away(turn)
            && !self.awaits_answer()
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
        let Some(n) = self.viewing else {
            return *self.game.position();
        };
        let key = (self.revision, n);
        if let Some((of, position)) = self.viewed.get()
            && of == key
        {
            return position;
        }
        let mut p = *self.game.start();
        for mv in self.game.moves().take(n) {
            p.play_unchecked(mv);
        }
        self.viewed.set(Some((key, p)));
        p
    }

    /// Stops a thinking computer at once, without waiting for its thread. Its engine is
    /// made again for its next move.
    fn stop_thinking(&mut self) {
        self.held = None;
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
        self.rows = move_rows(&self.game, self.looks.notation);
        self.revision = next_revision();
        self.held = None;
        self.selected = None;
        self.refused = None;
        self.typed_error = None;
        self.viewing = None;
        self.hint_job = None;
        self.draw_offer = None;
        self.draw_answer = None;
        self.stop_asked = false;
        self.resign_asked = false;
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

    /// A move of a colour played here: on this table, or asked of the table at a
    /// distance.
    fn play(&mut self, mv: Move) {
        let mover = self.game.position().turn();
        if !self.ask(distance::Ask::Move(mover, mv)) {
            self.make_move(mv);
        }
    }

    /// Plays the move on the board, with its glide, sounds and clock; whether the rules
    /// took it.
    fn make_move(&mut self, mv: Move) -> bool {
        let mover = self.game.position().turn();
        let played = self.game.play(mv).is_ok();
        if played {
            self.game_changed();
            self.moved_at = self.now;
            self.anim = Some(Anim {
                mv,
                started: self.now,
            });
            // The piece is set down as its glide ends; then check or mate.
            let lands = self.now + f64::from(self.glide_seconds());
            let set_down = if mv.capture.is_some() {
                Sound::Capture
            } else {
                Sound::Place
            };
            self.sounds.push_at(lands, set_down);
            let mate = matches!(
                self.game.outcome(),
                Some(crate::makruk::rules::Outcome::Checkmate { .. })
            );
            if mate {
                self.sounds.push_at(lands + 0.1, Sound::Mate);
            } else if self.game.position().is_check() {
                self.sounds.push_at(lands + 0.05, Sound::Check);
            }
            if let Some(clock) = &mut self.clock {
                if self.game.outcome().is_some() {
                    clock.pause(self.now);
                } else {
                    clock.moved(mover, self.now);
                }
            }
        }
        played
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
        self.draw_answer = None;
        self.pending_mate = None;
    }

    /// Whether the review is being worked out (its marks come as they are judged).
    pub fn review_running(&self) -> bool {
        matches!(self.review, Some(Review::Running(..)))
    }

    /// The review's marks for the person's moves (all moves when no computer plays), as
    /// far as the review has come.
    pub fn reviewed(&self) -> Option<impl Iterator<Item = &ReviewedMove> + '_> {
        let all = self.review.as_ref()?.judged();
        // Read in place, several times a frame: never collected.
        let against_computer = self.against_computer();
        Some(all.iter().filter(move |r| {
            !against_computer || self.seat(self.mover_at(r.ply)).computer.is_none()
        }))
    }
}

/// A revision no session has had before, so that the shell never takes one game's state
/// for another's.
fn next_revision() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Drop for Session {
    fn drop(&mut self) {
        // Closing the window or starting anew never waits for a search.
        if let Some((_, thinker)) = &self.thinking {
            thinker.stop();
        }
    }
}
