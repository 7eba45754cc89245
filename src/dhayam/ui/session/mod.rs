//! Dhayam's half of the window: the game on the table, its computer players, its screens
//! (new game, game over, review, tutorial, the rules book) and the animation clock.
//! Widgets emit `Command`s; `Session::apply` carries them out after the frame. The window
//! around it (the top bar's frame, files, settings and notices) drives it through its
//! table (`ui/table.rs`).

mod computers;
mod distance;
mod frame;
mod learning;
mod speech;
mod turns;
mod tutorial;

use std::cell::Cell;
use std::time::Duration;

use computers::{Thinking, computer_players};
pub use distance::Ask;

use super::dice_entry::Picked;
use super::new_game::NewGameDialog;
use super::review::ReviewScreen;
use super::rules_book::RulesOverlay;
use super::tutorial::TutorialScreen;
use super::{
    Command, GameConfig, MoveAnim, Player, Settings, ThrowAnim, advisor, dice, move_path, text,
};
use crate::dhayam::ai::Policy;
use crate::dhayam::play::dice::derive_seed;
use crate::dhayam::play::game::{Game, Revision, SeatStats};
use crate::dhayam::play::log::{Log, Turn};
use crate::dhayam::rules::{BySeat, Move, MoveList, Phase, Seat, SeatSet, Throw, Value};
use crate::dhayam::typed::{TypedMoveError, read_move};
use crate::job::JobFailed;
use crate::mix::fresh_seed;

use super::sound::Sound;
use crate::widgets::motion;
use crate::widgets::sound::SoundQueue;

use super::timing::{AUTO_PAUSE, COMPUTER_PAUSE, FLY_SECS, PASS_PAUSE, STEP_SECS, THROW_SECS};

pub struct Session {
    config: GameConfig,
    game: Game,
    computers: BySeat<Option<Box<dyn Policy>>>,
    /// How many plies of the record the computer players have watched (`brief_computers`).
    watched: usize,
    pub settings: Settings,
    dialog: Option<NewGameDialog>,
    /// The choices of a cancelled dialog, offered again when it next opens.
    draft: Option<NewGameDialog>,
    /// Whether a screen of the shell (the resume prompt, the settings) covers the game.
    shell_modal: bool,
    game_over_dismissed: bool,
    throw_anim: Option<ThrowAnim>,
    move_anim: Option<MoveAnim>,
    /// How the dice or shells lie.
    shown: Throw,
    /// Pooled turns: the value the person chose to spend next.
    chosen: Option<Value>,
    /// Real dice: what was tapped so far for the throw being entered.
    entry: Picked,
    /// The latest event worth telling (a cut, an opened gate), and the seat it concerns.
    note: Option<(Seat, String)>,
    /// Why the last typed move was not played (until a move is made), and how many typed
    /// moves have failed, so that the same mistake twice is said twice.
    typed_error: Option<(TypedMoveError, u32)>,
    typed_failures: u32,
    /// A timed automatic step: the record length it was planned for, and when it is due.
    auto: Option<(usize, f64)>,
    /// A computer player choosing its move on another thread.
    thinking: Option<Thinking>,
    /// The game told turn by turn for the move log, told on as the record grows
    /// ([`Game::update_log`]).
    log: Option<(u64, Log)>,
    /// The legal moves of the game's position, for the revision they were found for:
    /// the frame asks about ten times.
    legal: Cell<Option<(Revision, MoveList)>>,
    /// The game-over table's counts, for the revision they were counted for.
    stats: Option<(Revision, BySeat<SeatStats>)>,
    now: f64,
    /// The rules overlay, while open.
    rules: Option<RulesOverlay>,
    /// Hints, win chances and the review, worked out on other threads.
    advisor: advisor::Advisor,
    /// The post-game review screen, while open.
    review: Option<ReviewScreen>,
    /// The exercises' screen (issue 66), while open.
    learn: Option<super::learn::LearnScreen>,
    /// A finished game's exercises being found.
    learn_job: Option<crate::job::Job<Vec<crate::dhayam::ai::learn::Exercise>>>,
    /// A wrong answer's exercise ranked by a hint's look: every move's chance.
    learn_rank: Option<crate::job::Job<Vec<(Move, f64)>>>,
    /// Exercises found and answered, for the statistics (`take_learned`).
    learned: Vec<crate::games::practice::News>,
    /// The day the window counts, as it last said (`take_learned`).
    today: crate::store::practice::Day,
    /// The guided tutorial, while open.
    tutorial: Option<TutorialScreen>,
    /// When the tutorial's next timed step is due.
    tutorial_wake: Option<f64>,
    /// Whether the settings changed since the shell last wrote them.
    settings_changed: bool,
    /// What the player must be told (a computer player that failed).
    notices: Vec<String>,
    /// Whether this game's end went into the statistics (or it came finished from a file).
    counted: bool,
    /// The sounds asked for, each when it is due.
    sounds: SoundQueue<Sound>,
    /// Whether this frame has thrown already: a click on the dice and Space in the same
    /// frame throw once.
    threw_this_frame: bool,
    /// A game whose table is kept by an online host (`None`: the table is this one).
    distance: Option<distance::Distance>,
}

impl Session {
    /// The game as a newcomer sees it: the new game dialog over a default game.
    pub fn startup() -> Session {
        let config = GameConfig::default_with_seed(fresh_seed());
        let mut session = Session::new_with(config);
        session.dialog = Some(NewGameDialog::new(&session.config));
        session
    }

    /// A game played on `plies` throws and moves (greedy choices for every seat) and then
    /// on to where a person has a choice to make, so the legal moves show: `dhayam
    /// --advance PLIES[:SEED[:RULES]]`, for screenshots of a game in progress.
    pub fn advanced(plies: usize, seed: u64, options: crate::dhayam::rules::Options) -> Session {
        let mut config = GameConfig::default_with_seed(seed);
        config.options = options;
        let mut session = Session::new_with(config);
        session.advance(plies);
        for _ in 0..400 {
            let pos = session.game.position();
            if matches!(pos.phase(), Phase::Move)
                && !session.is_computer(pos.thrower())
                && pos.legal_moves().len() > 1
            {
                break;
            }
            session.advance(1);
        }
        session
    }

    /// A game with these seats, rules and seed, already started (for tests and benchmarks).
    pub fn new_with(config: GameConfig) -> Session {
        let game = new_game(&config);
        let mut session = Session {
            computers: computer_players(&config),
            watched: 0,
            shown: dice::at_rest(config.options.dice),
            entry: Picked::new(config.options.dice),
            config,
            game,
            settings: Settings::default(),
            dialog: None,
            draft: None,
            shell_modal: false,
            game_over_dismissed: false,
            throw_anim: None,
            move_anim: None,
            chosen: None,
            note: None,
            typed_error: None,
            typed_failures: 0,
            auto: None,
            thinking: None,
            log: None,
            legal: Cell::new(None),
            stats: None,
            now: 0.0,
            rules: None,
            advisor: advisor::Advisor::default(),
            review: None,
            learn: None,
            learn_job: None,
            learn_rank: None,
            learned: Vec::new(),
            today: crate::store::practice::Day::default(),
            tutorial: None,
            tutorial_wake: None,
            settings_changed: false,
            notices: Vec::new(),
            counted: false,
            sounds: SoundQueue::default(),
            threw_this_frame: false,
            distance: None,
        };
        session.refresh_log();
        session
    }

    pub fn with_settings(mut self, settings: Settings) -> Session {
        self.settings = settings;
        self
    }

    /// Whether the rules overlay is open.
    pub fn rules_open(&self) -> bool {
        self.rules.is_some()
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    pub fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// Whether a dialog or screen covers the board, so the game waits.
    pub fn covered(&self) -> bool {
        self.dialog.is_some()
            || self.shell_modal
            || self.review.is_some()
            || self.learn.is_some()
            || self.tutorial.is_some()
    }

    /// The tutorial, while open.
    pub fn tutorial(&self) -> Option<&TutorialScreen> {
        self.tutorial.as_ref()
    }

    /// The ids of the tutorial's lessons finished.
    pub fn tutorial_done(&self) -> &[String] {
        &self.settings.tutorial_done
    }

    /// The review screen, while open.
    pub fn review_screen(&self) -> Option<&ReviewScreen> {
        self.review.as_ref()
    }

    /// The win chances the side panel shows, when they are for the current position.
    pub fn win_chances(&self) -> Option<BySeat<f64>> {
        self.advisor
            .chances(self.game.position())
            .and_then(|(c, current)| current.then_some(c))
    }

    /// Whether the game's review is being worked out.
    pub fn reviewing(&self) -> bool {
        self.advisor.reviewing()
    }

    /// Whether a hint, the win chances or a review is being worked out on another thread.
    pub fn advisor_working(&self) -> bool {
        self.advisor.is_working()
    }

    /// How long the last hint and the last review took to work out.
    pub fn advice_times(&self) -> (Option<Duration>, Option<Duration>) {
        (self.advisor.hint_time, self.advisor.review_time)
    }

    /// Whether a person decides now between several moves, so a hint can help.
    fn hint_offered(&self) -> bool {
        let pos = self.game.position();
        self.waiting_for_human()
            && matches!(pos.phase(), Phase::Move)
            && self.legal_moves().len() > 1
    }

    /// How advice plays each seat in its rollouts: a computer as its level is known to
    /// play (a Random seat wholly at random), a person as a careful player.
    fn random_shares(&self) -> BySeat<f64> {
        BySeat::from_fn(|seat| match self.config.player(seat) {
            Player::Computer(level) if self.config.seat(seat).playing => level.random_share(),
            _ => 0.0,
        })
    }

    /// The seats a review judges: the people, or everyone when only computers played.
    fn review_seats(&self) -> Vec<Seat> {
        let playing = self.game.position().seats();
        let people: Vec<Seat> = playing.iter().filter(|s| !self.is_computer(*s)).collect();
        if people.is_empty() {
            playing.iter().collect()
        } else {
            people
        }
    }

    /// Whether a computer player is choosing its move on its thread.
    pub fn is_thinking(&self) -> bool {
        self.thinking.as_ref().is_some_and(|t| t.done.is_none())
    }

    /// Whether a pawn or the dice are moving.
    pub fn busy(&self) -> bool {
        self.throw_anim.is_some_and(|a| self.now < a.end())
            || self.move_anim.as_ref().is_some_and(|a| self.now < a.end())
    }

    fn is_computer(&self, seat: Seat) -> bool {
        self.config.seat(seat).playing && matches!(self.config.player(seat), Player::Computer(_))
    }

    /// Whether the game waits for a person to throw or choose a move, with nothing moving
    /// and nothing planned.
    pub fn waiting_for_human(&self) -> bool {
        let pos = self.game.position();
        let seat = pos.thrower();
        !self.busy()
            && !self.covered()
            && !self.is_away(seat)
            && !self.awaits_answer()
            && self.automatic_delay().is_none()
            && match pos.phase() {
                // With real dice for everyone, the people throw for the computers too.
                Phase::Throw => !self.is_computer(seat) || self.throws_by_hand(seat),
                Phase::Move => {
                    !self.is_computer(seat) && self.legal_moves().as_slice() != [Move::Pass]
                }
                Phase::Over(_) => false,
            }
    }

    fn undo_offered(&self) -> bool {
        // A move at the table is everyone's: nobody takes it back alone.
        self.distance.is_none() && (self.config.all_human() || self.settings.practice)
    }

    fn can_throw(&self) -> bool {
        let pos = self.game.position();
        !self.covered()
            && !self.busy()
            && matches!(pos.phase(), Phase::Throw)
            && !self.is_computer(pos.thrower())
            && !self.is_away(pos.thrower())
            && !self.awaits_answer()
            && !self.throws_by_hand(pos.thrower())
    }

    /// Whether `seat`'s throws are the players' own dice, entered by hand.
    fn throws_by_hand(&self, seat: Seat) -> bool {
        // At a distance the table throws: the dice nobody can fake or foresee.
        self.distance.is_none() && self.config.real_dice.by_hand(self.is_computer(seat))
    }

    /// Whether a throw of the players' own dice is to be entered now.
    fn hand_throw_due(&self) -> bool {
        let pos = self.game.position();
        !self.covered()
            && !self.busy()
            && matches!(pos.phase(), Phase::Throw)
            && self.throws_by_hand(pos.thrower())
    }

    /// How long the seat's throws tumble and its pawns move, against the usual: none
    /// with motion reduced (`widgets::motion`) or a computer fast-forwarded.
    fn factor(&self, seat: Seat) -> f64 {
        if motion::reduced() {
            0.0
        } else {
            self.pause_factor(seat)
        }
    }

    /// How long a computer pauses before its throw or move, against the usual: as the
    /// animation speed says, even with motion reduced, so its turns can be followed.
    fn pause_factor(&self, seat: Seat) -> f64 {
        if self.settings.fast_forward && self.is_computer(seat) {
            0.0
        } else {
            self.settings.anim.factor()
        }
    }

    fn refresh_log(&mut self) {
        self.game.update_log(&mut self.log);
    }

    /// The move log's turns.
    fn log_turns(&self) -> &[Turn] {
        self.log.as_ref().map_or(&[], |(_, log)| log.turns())
    }

    /// The legal moves in the game's position, found once for each change of the record.
    fn legal_moves(&self) -> MoveList {
        let revision = self.game.revision();
        if let Some((of, moves)) = self.legal.get()
            && of == revision
        {
            return moves;
        }
        let moves = self.game.position().legal_moves();
        self.legal.set(Some((revision, moves)));
        moves
    }

    /// The game-over table's counts, counted once for each change of the record.
    fn stats(&mut self) -> BySeat<SeatStats> {
        let revision = self.game.revision();
        match self.stats {
            Some((of, stats)) if of == revision => stats,
            _ => {
                let stats = self.game.stats();
                self.stats = Some((revision, stats));
                stats
            }
        }
    }

    /// The turn of the seat to move, once it has thrown (before that the last turn in
    /// the log is the previous seat's).
    fn this_turn(&self) -> Option<&Turn> {
        self.log_turns()
            .last()
            .filter(|t| t.seat == self.game.position().thrower())
    }

    /// Carries out one command.
    pub fn apply(&mut self, command: Command) {
        if command == Command::Throw && std::mem::replace(&mut self.threw_this_frame, true) {
            return;
        }
        self.auto = None;
        if self.tutorial.is_some()
            && matches!(
                command,
                Command::Throw
                    | Command::Play(_)
                    | Command::ChooseValue(_)
                    | Command::TutorialNext
                    | Command::TutorialBack
                    | Command::TutorialLesson(_)
                    | Command::TutorialShowMe
                    | Command::TutorialSkip
                    | Command::TutorialExercise
            )
        {
            self.apply_tutorial(command);
            return;
        }
        match command {
            Command::Throw => {
                if self.can_throw() {
                    self.throw();
                }
            }
            Command::Play(mv) => {
                let seat = self.game.position().thrower();
                if !self.busy()
                    && !self.is_computer(seat)
                    && !self.is_away(seat)
                    && !self.awaits_answer()
                {
                    self.play(mv);
                }
            }
            Command::TypeMove(text) => {
                let seat = self.game.position().thrower();
                let ours = !self.busy()
                    && !self.is_computer(seat)
                    && !self.is_away(seat)
                    && !self.awaits_answer();
                let read = read_move(self.game.position(), &text).and_then(|mv| {
                    if ours {
                        Ok(mv)
                    } else {
                        Err(TypedMoveError::not_now(&text))
                    }
                });
                match read {
                    Ok(mv) => self.play(mv),
                    Err(e) => {
                        self.typed_failures = self.typed_failures.wrapping_add(1);
                        self.typed_error = Some((e, self.typed_failures));
                    }
                }
            }
            Command::ChooseValue(v) => self.chosen = Some(v),
            // Read in `game_keys`: the board and the field take the keys, the live region
            // reads.
            Command::FocusBoard
            | Command::FocusMoveField
            | Command::ReadPosition
            | Command::ReadLastMoves => {}
            Command::PickFace { .. } | Command::TurnShell { .. } => self.entry.tap(command),
            Command::EnterThrow => {
                if self.hand_throw_due()
                    && let Some(throw) = self.entry.throw()
                {
                    self.throw_by_hand(throw);
                }
            }
            Command::Undo => {
                if self.undo_offered() {
                    self.undo();
                }
            }
            Command::NewGame(config) => {
                // The next game's defaults are this one's seats and rules.
                let before = self.settings.clone();
                config.remember_in(&mut self.settings);
                self.settings_changed |= self.settings != before;
                self.start(config);
            }
            // A rematch at a distance is the host's to offer, not this window's.
            Command::PlayAgain if self.distance.is_some() => {}
            Command::PlayAgain => {
                let mut config = self.config.clone();
                config.seed = fresh_seed();
                self.start(config);
            }
            Command::OpenNewGameDialog => self.open_new_game_dialog(),
            // Cancelled choices come back the next time the dialog opens, as a draft.
            Command::CloseDialog => self.draft = self.dialog.take(),
            Command::DismissGameOver => self.game_over_dismissed = true,
            Command::OpenRules => self.rules = Some(RulesOverlay::default()),
            Command::CloseRules => self.rules = None,
            Command::Hint => {
                if self.hint_offered() {
                    let seed = derive_seed(
                        self.config.seed,
                        0x4849_4e54 + self.game.record().plies.len() as u64,
                    );
                    let erratic = self.random_shares();
                    self.advisor.ask_hint(*self.game.position(), seed, erratic);
                }
            }
            Command::ShowWinChances(on) => self.set(|s| s.win_chances = on),
            Command::SetAnimation(speed) => self.set(|s| s.anim = speed),
            Command::SetFastForward(on) => self.set(|s| s.fast_forward = on),
            Command::SetAutoMove(on) => self.set(|s| s.auto_move = on),
            Command::SetPractice(on) => self.set(|s| s.practice = on),
            Command::Review => {
                if self.game.position().is_over() && self.review.is_none() {
                    let seats = self.review_seats();
                    let seed = derive_seed(self.config.seed, 0x5245_5649);
                    let erratic = self.random_shares();
                    self.advisor.ask_review(
                        self.game.record().clone(),
                        seats.clone(),
                        seed,
                        erratic,
                    );
                    self.review = Some(ReviewScreen::new(
                        Default::default(),
                        self.game.record().clone(),
                        seats,
                    ));
                }
            }
            Command::CloseReview => {
                self.review = None;
                self.advisor.cancel_review();
                self.game_over_dismissed = false;
            }
            Command::OpenTutorial => {
                self.dialog = None;
                self.rules = None;
                match crate::dhayam::tutorial::lessons() {
                    Ok(lessons) => {
                        self.tutorial = TutorialScreen::new(lessons, &self.settings.tutorial_done);
                    }
                    // The lessons are checked by tests; a broken build still starts.
                    Err(e) => eprintln!("dhayam: the tutorial's lessons do not load: {e}"),
                }
            }
            Command::CloseTutorial => self.tutorial = None,
            Command::Learn | Command::Practise(_) | Command::Learning(_) => {
                self.apply_learn(command)
            }
            Command::TutorialNext
            | Command::TutorialBack
            | Command::TutorialLesson(_)
            | Command::TutorialShowMe
            | Command::TutorialSkip
            | Command::TutorialExercise => {}
        }
    }

    /// A new game on the table. What is not the game's (the settings, the rules book, the
    /// lessons done, the clock) stays; a computer still thinking is left to finish alone.
    pub fn start(&mut self, config: GameConfig) {
        let fresh = Session::new_with(config);
        let kept = Session {
            settings: std::mem::take(&mut self.settings),
            settings_changed: self.settings_changed,
            notices: std::mem::take(&mut self.notices),
            rules: self.rules.take(),
            now: self.now,
            shell_modal: self.shell_modal,
            ..fresh
        };
        *self = kept;
    }

    /// Changes a setting; the shell writes the file after the frame.
    fn set(&mut self, change: impl FnOnce(&mut Settings)) {
        change(&mut self.settings);
        self.settings_changed = true;
    }

    /// The news was written in the old language: drop it (the move log is written anew
    /// every frame).
    pub fn language_changed(&mut self) {
        self.note = None;
    }

    /// Whether a screen of the shell covers the game, so it waits.
    pub fn set_shell_modal(&mut self, modal: bool) {
        self.shell_modal = modal;
    }

    /// Opens the rules book at section `section` (0-based).
    pub fn open_rules_at(&mut self, section: usize) {
        self.rules = Some(RulesOverlay {
            jump_to: Some(section),
        });
    }

    /// Opens the new game dialog with this game's players and rules.
    pub fn open_new_game_dialog(&mut self) {
        let dialog = self
            .draft
            .take()
            .unwrap_or_else(|| NewGameDialog::new(&self.config));
        self.dialog = Some(dialog);
    }

    /// Closes the new game dialog, if open.
    pub fn close_dialog(&mut self) {
        self.dialog = None;
    }

    /// Takes the settings file's `[dhayam]` section, and its new-game defaults for the
    /// dialog and the next game.
    pub fn use_settings(&mut self, settings: Settings) {
        if let Some(config) = GameConfig::from_settings(&settings, self.config.seed) {
            self.config = config;
        }
        self.settings = settings;
    }

    /// Whether the settings changed since the last call (the shell then writes them).
    pub fn take_settings_changed(&mut self) -> bool {
        std::mem::take(&mut self.settings_changed)
    }

    /// Plays on from a game read from a file (replayed and checked as it was read).
    pub fn take_saved(&mut self, config: GameConfig, game: Game) {
        self.start(config);
        self.game = game;
        // A game that ended before it was saved was counted where it was played.
        self.counted = self.game.position().is_over();
        if let Some(t) = self.game.last_throw() {
            self.shown = t;
        }
        self.refresh_log();
    }

    /// The game, once, when it has just ended: its record and each seat's name and
    /// whether a computer played it, for the statistics.
    pub fn take_finished(&mut self) -> Option<crate::dhayam::statistics::DhayamGame<'_>> {
        if self.counted || !self.game.position().is_over() || self.busy() {
            return None;
        }
        self.counted = true;
        let players = BySeat::from_fn(|seat| {
            self.config
                .seat(seat)
                .playing
                .then(|| match self.config.player(seat) {
                    Player::Human => (self.config.name(seat), false),
                    Player::Computer(level) => (text::computer(level), true),
                })
        });
        Some(crate::dhayam::statistics::DhayamGame {
            record: self.game.record(),
            players,
        })
    }

    /// The sounds due by now (the shell plays them).
    pub fn take_sounds(&mut self) -> Vec<Sound> {
        self.sounds.take_due(self.now)
    }

    /// How long until the next sound is due, if one waits.
    pub fn next_sound_in(&self) -> Option<f64> {
        self.sounds.next_due().map(|at| (at - self.now).max(0.0))
    }

    /// What the player must be told since the last call (the shell shows it as notices).
    pub fn take_notices(&mut self) -> Vec<String> {
        for failed in self.advisor.take_failures() {
            self.advisor_failed(failed);
        }
        std::mem::take(&mut self.notices)
    }

    /// Tells the player that advice's work on another thread failed, and why.
    fn advisor_failed(&mut self, failed: JobFailed) {
        let reason = match failed {
            JobFailed::Panicked(Some(message)) | JobFailed::NoThread(message) => message,
            JobFailed::Panicked(None) => text::advice_thread_ended(),
        };
        self.notices.push(text::advice_failed(&reason));
    }
}

fn new_game(config: &GameConfig) -> Game {
    // A configuration the dialog refused never gets here, but settings may hold one
    // (partners chosen as a house rule while two play, throwing for the partner without
    // partners): the seats as chosen without partners, else Red and Yellow.
    let two: SeatSet = [Seat::Red, Seat::Yellow].into_iter().collect();
    let mut without_teams = config.options;
    without_teams.teams = false;
    without_teams.for_partner = false;
    Game::new(config.options, config.seat_set(), config.seed)
        .or_else(|_| Game::new(without_teams, config.seat_set(), config.seed))
        .or_else(|_| Game::new(without_teams, two, config.seed))
        .expect("two opposite seats under rules without partners always make a game")
}

#[cfg(test)]
mod tests;
