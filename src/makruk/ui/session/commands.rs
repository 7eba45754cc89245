//! What a person asks of a Makruk table, carried out: moves by click, drag or the mate
//! warning's answer, undo, counting, hints, resignation and draws, looking back, the
//! review, a new game.

use super::{Ask, GameConfig, Review, Session};
use crate::makruk::ai::advisor;
use crate::makruk::notation::typed::{TypedMoveError, read_move};
use crate::makruk::play::ending::Ending;
use crate::makruk::rules::{Color, refusal};
use crate::makruk::save::CountAction;
use crate::makruk::settings::SeatPlayer;
use crate::makruk::ui::command::Command;
use crate::widgets::rules_frame::RulesOverlay;

impl Session {
    pub fn apply(&mut self, command: Command) {
        if command.is_learning() {
            self.apply_learn(command);
            return;
        }
        if self.tutorial.is_some() {
            // The rules open over the tutorial as over the table.
            match command {
                Command::OpenRules => self.rules = Some(RulesOverlay::default()),
                Command::CloseRules => self.rules = None,
                other => self.apply_tutorial(other),
            }
            return;
        }
        match command {
            Command::Click(square) => {
                if !self.waiting_for_person() {
                    return;
                }
                let position = *self.game.position();
                let own = position
                    .piece_at(square)
                    .is_some_and(|p| p.color == position.turn());
                self.refused = None;
                self.typed_error = None;
                if let Some(from) = self.selected
                    && let Some(mv) = position.find_move(from, square, None)
                {
                    self.person_plays(mv);
                } else if own && self.selected != Some(square) {
                    self.selected = Some(square);
                } else {
                    // A piece put down where it may not go: say why (M3–M10).
                    if let Some(from) = self.selected.filter(|&f| f != square) {
                        self.refused = refusal(&position, from, square);
                    }
                    self.selected = None;
                }
            }
            Command::Drop { from, to } => {
                if !self.waiting_for_person() || from == to {
                    return;
                }
                let position = *self.game.position();
                match position.find_move(from, to, None) {
                    Some(mv) => {
                        self.refused = None;
                        self.person_plays(mv);
                    }
                    None => self.refused = refusal(&position, from, to),
                }
            }
            Command::TypeMove(text) => {
                self.refused = None;
                let read = if self.waiting_for_person() {
                    self.selected = None;
                    read_move(self.game.position(), &text)
                } else {
                    Err(TypedMoveError::not_now(&text))
                };
                match read {
                    Ok(mv) => {
                        self.typed_error = None;
                        self.person_plays(mv);
                    }
                    Err(e) => {
                        self.typed_failures = self.typed_failures.wrapping_add(1);
                        self.typed_error = Some(e);
                    }
                }
            }
            // The field and the board take the keys in `keys`, where the key is read.
            Command::FocusMoveField
            | Command::FocusBoard
            | Command::ReadPosition
            | Command::ReadLastMoves => {}
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
            // A move at the table is both players': nobody takes it back alone.
            Command::Undo if self.is_at_a_distance() => {}
            Command::Undo => self.undo(),
            Command::Flip => self.flipped = !self.flipped,
            // A rematch at a distance is the host's to offer, not this window's.
            Command::PlayAgain if self.is_at_a_distance() => {}
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
            // A stop is asked about first: the count is lost, and a new one starts again
            // from 1 (M17).
            Command::StopCount => {
                self.stop_asked = self
                    .game
                    .spoken_count()
                    .is_some_and(|c| c.counter == self.game.position().turn());
            }
            Command::ConfirmStopCount => {
                if std::mem::take(&mut self.stop_asked) {
                    self.count_action(CountAction::Stop);
                }
            }
            Command::CancelStopCount => self.stop_asked = false,
            Command::DismissGameOver => self.game_over_dismissed = true,
            // The shell exports; a table on its own has nowhere to write.
            Command::ExportPgn | Command::PastePgn(_) => {}
            Command::KeepBoardCount => self.count_action(CountAction::Keep),
            Command::Hint => {
                if self.waiting_for_person() && self.hint().is_none() && self.hint_job.is_none() {
                    let job = advisor::hint_job(
                        *self.game.position(),
                        self.game.history().to_vec(),
                        crate::makruk::ai::advice::hint_limits(),
                        self.wake.clone(),
                    );
                    self.hint_job = Some((self.revision, job));
                }
            }
            Command::Resign => self.resign_asked = !self.finished(),
            Command::CancelResign => self.resign_asked = false,
            Command::ConfirmResign if !std::mem::take(&mut self.resign_asked) => {}
            Command::ConfirmResign if self.is_at_a_distance() => {
                if let Some(color) = self.speaker().filter(|_| !self.finished()) {
                    self.ask(Ask::Resign(color));
                }
            }
            Command::OfferDraw if self.is_at_a_distance() => {
                if let Some(color) = self.speaker().filter(|_| !self.finished()) {
                    self.ask(Ask::OfferDraw(color));
                }
            }
            Command::AcceptDraw | Command::DeclineDraw if self.is_at_a_distance() => {
                let accept = command == Command::AcceptDraw;
                if let Some(by) = self.draw_offer.take()
                    && !self.finished()
                {
                    self.ask(Ask::AnswerDraw(!by, accept));
                }
            }
            Command::ConfirmResign => {
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
                if self.finished() || self.draw_offer.is_some() || self.draw_answer.is_some() {
                    return;
                }
                let turn = self.game.position().turn();
                let other = !turn;
                if self.seat(other).computer.is_some() {
                    // The computer thinks it over on a thread (`step` hears its answer).
                    let job = advisor::draw_answer_job(&self.game, other, self.wake.clone());
                    self.draw_answer = Some((other, job));
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
            Command::ViewBack => {
                let at = self.viewing.unwrap_or(self.game.len());
                if let Some(to) = at.checked_sub(1) {
                    self.apply(Command::View(Some(to)));
                }
            }
            Command::ViewNext => {
                let at = self.viewing.unwrap_or(self.game.len());
                if at < self.game.len() {
                    self.apply(Command::View(Some(at + 1)));
                }
            }
            Command::Review => {
                if self.finished() && self.review.is_none() && !self.game.is_empty() {
                    // The panel steps aside so the moves can be looked through.
                    self.game_over_dismissed = true;
                    self.review = Some(Review::Running(
                        advisor::review_job(self.game.clone(), self.wake.clone()),
                        Vec::new(),
                    ));
                }
            }
            Command::CopyFen => self.to_copy = Some(self.shown_position().fen()),
            Command::OpenRules => self.rules = Some(RulesOverlay::default()),
            Command::CloseRules => self.rules = None,
            Command::OpenTutorial => self.open_tutorial(),
            Command::CloseTutorial
            | Command::TutorialNext
            | Command::TutorialBack
            | Command::TutorialSkip
            | Command::TutorialLesson(_)
            | Command::TutorialShowMe
            | Command::TutorialExercise
            | Command::Exercise(_) => {}
            // Carried out above, by `apply_learn`.
            Command::Learn | Command::Practise(_) | Command::Learning(_) => {}
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
        self.stop_asked = false;
        self.game_over_dismissed = false;
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
}
