//! The computer players: each thinks on a thread of its own (a [`Job`]) and watches the
//! other seats' moves; one that fails (a panic, a thread that ends without a move) is
//! replaced by Easy and the player is told. Nothing here makes the window wait.

use super::Session;
use crate::dhayam::ai::{Level, Policy};
use crate::dhayam::play::dice::derive_seed;
use crate::dhayam::play::record::{self, Ply};
use crate::dhayam::rules::{BySeat, Move, MoveList, Position, Seat};
use crate::dhayam::ui::{GameConfig, Player, text};
use crate::job::{Builder, Job, JobFailed};

/// A computer player thinking on its own thread: the record length it thinks about, and
/// the job that brings the player back with its move, or says why it failed.
pub(super) struct Thinking {
    pub(super) key: usize,
    pub(super) seat: Seat,
    pub(super) job: Job<(Box<dyn Policy>, Move)>,
    pub(super) done: Option<Move>,
}

impl Session {
    /// Hands the computer player to a thread to choose its move, so a slow level never
    /// freezes the window; the pause before it moves overlaps the thinking. A player
    /// that panics comes back as the panic's message (see `poll_thinking`).
    pub(super) fn think(&mut self, key: usize, seat: Seat, position: Position, moves: MoveList) {
        // A thread still thinking about another position is left to finish alone.
        self.thinking = None;
        self.brief_computers();
        let policy = match self.computers[seat].take() {
            Some(policy) => policy,
            // Its player went with a thread that was dropped: a fresh one of its level.
            None => match self.config.player(seat) {
                Player::Computer(level) => level.player(computer_seed(&self.config, seat)),
                Player::Human => return,
            },
        };
        // Done in steps: a browser's frames each give the player a slice (on the desktop
        // its thread does it in one).
        let mut player = Some(policy);
        let job = Builder::new("dhayam-computer")
            .wake(self.advisor.wake())
            .spawn_steps(move |_, pause| {
                let mv = player.as_mut()?.choose_in_steps(&position, &moves, pause)?;
                player.take().map(|policy| (policy, mv))
            });
        self.thinking = Some(Thinking {
            key,
            seat,
            job,
            done: None,
        });
    }

    /// Shows the computer players every move made since they last looked, so they learn
    /// how the other seats play (`Policy::observe`). After an undo, or in a game opened
    /// from a file, they start afresh and watch the whole record.
    pub(super) fn brief_computers(&mut self) {
        let record = self.game.record();
        let Ok(mut position) = record.position_at(self.watched) else {
            return;
        };
        let mut moves = MoveList::new();
        for (i, &ply) in record.plies.iter().enumerate().skip(self.watched) {
            if let Ply::Move(mv) = ply {
                position.legal_moves_into(&mut moves);
                let mover = position.thrower();
                for (seat, computer) in self.computers.0.iter_mut().enumerate() {
                    if let Some(computer) = computer.as_mut().filter(|_| seat != mover.index()) {
                        computer.observe(&position, &moves, mv);
                    }
                }
            }
            // The record replayed when it was made or opened; this cannot fail.
            if record::apply(&mut position, ply, i + 1).is_err() {
                break;
            }
        }
        self.watched = record.plies.len();
    }

    /// The move the computer chose, once its thread has answered.
    pub(super) fn thought(&mut self) -> Option<Move> {
        self.poll_thinking();
        let mv = self.thinking.as_ref()?.done?;
        self.thinking = None;
        Some(mv)
    }

    /// Takes the computer player back once its thread has answered. A player that
    /// panicked, or whose thread ended without an answer, is replaced by Easy, and the
    /// player is told.
    pub(super) fn poll_thinking(&mut self) {
        let Some(t) = self.thinking.as_mut().filter(|t| t.done.is_none()) else {
            return;
        };
        let reason = match t.job.poll() {
            None => return,
            Some(Ok((policy, mv))) => {
                self.computers[t.seat] = Some(policy);
                t.done = Some(mv);
                return;
            }
            Some(Err(JobFailed::Panicked(Some(message)) | JobFailed::NoThread(message))) => message,
            Some(Err(JobFailed::Panicked(None))) => text::thread_ended(),
        };
        let seat = t.seat;
        self.thinking = None;
        self.fall_back_to_easy(seat, &reason);
    }

    /// A computer seat whose player failed plays on at Easy, as its file will say.
    pub(super) fn fall_back_to_easy(&mut self, seat: Seat, reason: &str) {
        let level = match self.config.player(seat) {
            Player::Computer(level) => level,
            Player::Human => return,
        };
        self.config.seats[seat.index()].player = Player::Computer(Level::Easy);
        self.computers[seat] = Some(Level::Easy.player(computer_seed(&self.config, seat)));
        self.notices.push(text::computer_failed(
            &self.config.name(seat),
            level,
            reason,
        ));
    }
}

pub(super) fn computer_players(config: &GameConfig) -> BySeat<Option<Box<dyn Policy>>> {
    BySeat::from_fn(|seat| match config.player(seat) {
        Player::Computer(level) if config.seat(seat).playing => {
            Some(level.player(computer_seed(config, seat)))
        }
        _ => None,
    })
}

/// The seed of a seat's computer player in a game.
pub(super) fn computer_seed(config: &GameConfig, seat: Seat) -> u64 {
    derive_seed(config.seed, seat.index() as u64 + 1)
}
