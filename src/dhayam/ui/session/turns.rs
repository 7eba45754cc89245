//! The game's turns on the table: throws and moves with their animations and news, undo,
//! the steps nobody has to click (a computer's turn, an only move, a lost throw) and the
//! status line's prompt.

use super::*;
use crate::dhayam::rules::Unusable;
use crate::dhayam::rules::{IllegalMove, MoveReport, Pawn, Progress};

impl Session {
    /// The value whose moves the board offers: the chosen one if it can be used, else the
    /// first saved value that can.
    pub(super) fn current_value(&self) -> Option<Value> {
        crate::dhayam::play::game::current_value(self.game.position(), self.chosen)
    }

    /// The moves a person may make now.
    pub(super) fn offered_moves(&self) -> Vec<Move> {
        let pos = self.game.position();
        if self.busy()
            || self.covered()
            || self.is_computer(pos.thrower())
            || self.is_away(pos.thrower())
            || self.awaits_answer()
            || !matches!(pos.phase(), Phase::Move)
        {
            return Vec::new();
        }
        let value = self.current_value();
        self.legal_moves()
            .iter()
            .copied()
            .filter(|m| matches!(m, Move::Pawn { value: v, .. } if Some(*v) == value))
            .collect()
    }

    /// Plays on without the window (greedy choices for every seat) for `plies` throws and
    /// moves, or until the game is over: positions for benchmarks and screenshots.
    pub fn advance(&mut self, plies: usize) {
        let mut policy = crate::dhayam::ai::Level::Easy.player(derive_seed(self.config.seed, 99));
        for _ in 0..plies {
            let pos = *self.game.position();
            match pos.phase() {
                Phase::Throw => {
                    let _ = self.game.throw();
                }
                Phase::Move => {
                    let moves = pos.legal_moves();
                    let _ = self.game.play(policy.choose(&pos, &moves));
                }
                Phase::Over(_) => break,
            }
        }
        if let Some(t) = self.game.last_throw() {
            self.shown = t;
        }
        self.refresh_log();
    }

    pub(super) fn throw(&mut self) {
        let seat = self.game.position().thrower();
        if self.ask(Ask::Throw(seat)) {
            return;
        }
        let Ok(throw) = self.game.throw() else {
            return;
        };
        self.thrown(seat, throw, 1.0);
    }

    /// After a throw of either dice: the news is read if a person threw, the dice tumble
    /// (`tumble` times the usual length) onto the faces thrown and land with a sound, two
    /// blanks ringing brighter.
    pub(super) fn thrown(&mut self, seat: Seat, throw: crate::dhayam::rules::Throw, tumble: f64) {
        if !self.is_computer(seat) {
            // A person's throw: the news is read, the status line is theirs again.
            self.note = None;
        }
        let anim = ThrowAnim {
            from: self.shown,
            start: self.now,
            secs: THROW_SECS * tumble * self.factor(seat),
        };
        self.throw_anim = Some(anim);
        self.shown = throw;
        let sound = if throw.value().get() == 12 {
            Sound::DiceTwelve
        } else {
            Sound::Dice
        };
        self.sounds.push_at(anim.end(), sound);
        self.refresh_log();
    }

    /// A move's sounds, timed with its walk: a step on each square (or the pawn set on
    /// its home), then the cut, the gate, a pawn home, the King.
    fn sounds_of_move(&mut self, from: Option<Pawn>, steps: usize, report: &MoveReport) {
        let (start, step, walk) = match &self.move_anim {
            Some(a) => (a.start, a.step_secs, a.walk_secs()),
            None => (self.now, 0.0, 0.0),
        };
        match from {
            Some(Pawn::New | Pawn::Cut) => self.sounds.push_at(start, Sound::Enter),
            Some(Pawn::At(_)) => {
                for i in 1..=steps {
                    self.sounds.push_at(start + step * i as f64, Sound::Step);
                }
            }
            None => {}
        }
        let landed = start + walk;
        if report.cut.is_some() {
            self.sounds.push_at(landed, Sound::Cut);
        }
        if report.opened_gate {
            self.sounds.push_at(landed + 0.15, Sound::Gate);
        }
        if self.game.position().is_over() {
            self.sounds.push_at(landed + 0.2, Sound::King);
        } else if report.to == Some(Progress::centre(self.game.position().board())) {
            self.sounds.push_at(landed, Sound::Home);
        }
    }

    /// A throw of the players' own dice, as tapped in.
    pub(super) fn throw_by_hand(&mut self, throw: crate::dhayam::rules::Throw) {
        let seat = self.game.position().thrower();
        if self.game.throw_by_hand(throw).is_err() {
            return;
        }
        self.entry = Picked::new(throw.implement());
        // Shorter: the family has already seen its dice land.
        self.thrown(seat, throw, 0.5);
    }

    /// A seat here plays `mv`: on this table, or asked of the table at a distance.
    pub(super) fn play(&mut self, mv: Move) {
        let seat = self.game.position().thrower();
        if !self.ask(Ask::Move(seat, mv)) {
            let _ = self.make_move(mv);
        }
    }

    /// Makes the move on the board, with its walk, sounds and news.
    pub(super) fn make_move(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.typed_error = None;
        let before = *self.game.position();
        let seat = before.to_move();
        let path = match mv {
            Move::Pawn { from, value } => move_path(&before, seat, from, value).map(|p| (from, p)),
            Move::Pass => None,
        };
        let steps = path.as_ref().map_or(0, |(_, p)| p.len());
        let (walkers, victims) = match mv {
            Move::Pawn { from, value } => MoveAnim::counts(&before, seat, from, value),
            Move::Pass => (1, 1),
        };
        let report = self.game.play(mv)?;
        // The pace is the player's who chose (V14: a seat home moves its partner's pawns).
        let factor = self.factor(before.thrower());
        self.move_anim = path.filter(|_| factor > 0.0).map(|(from, path)| MoveAnim {
            seat,
            from,
            path,
            cut: report.cut,
            walkers,
            victims,
            start: self.now,
            step_secs: STEP_SECS * factor,
            fly_secs: FLY_SECS * factor,
        });
        let from = match mv {
            Move::Pawn { from, .. } => Some(from),
            Move::Pass => None,
        };
        self.sounds_of_move(from, steps, &report);
        let name = self.config.name(seat);
        let mut notes = Vec::new();
        if let (Some(victim), Some(to)) = (report.cut, report.to) {
            let board = self.game.position().board();
            notes.push(text::cut(
                &name,
                &self.config.name(victim),
                to.square(board, seat),
            ));
        }
        if report.opened_gate {
            notes.push(text::gate_open(&name));
        }
        if report.seat_finished && self.game.position().options().places {
            notes.push(text::finished(&name));
        }
        if !notes.is_empty() {
            self.note = Some((seat, notes.join(". ")));
        } else if !self.is_computer(seat) {
            self.note = None;
        }
        self.refresh_log();
        Ok(())
    }

    pub(super) fn undo(&mut self) {
        // A computer still thinking is left to finish alone: the window never waits.
        self.thinking = None;
        // The computers watched moves that are about to be taken back.
        self.computers = computer_players(&self.config);
        self.watched = 0;
        // Back to the last move a person chose: past computer moves and lost throws.
        while self.game.undo_move().is_some() {
            let pos = self.game.position();
            let chose =
                !self.is_computer(pos.thrower()) && self.legal_moves().as_slice() != [Move::Pass];
            if chose || !self.game.can_undo() {
                break;
            }
        }
        self.throw_anim = None;
        self.move_anim = None;
        self.sounds.clear();
        self.note = None;
        self.chosen = None;
        self.game_over_dismissed = false;
        if let Some(t) = self.game.last_throw() {
            self.shown = t;
        }
        self.refresh_log();
    }

    /// How long to wait before the next step nobody has to click (a computer's throw or
    /// move, the only legal move with auto-move on, a throw that cannot be used), if any.
    pub(super) fn automatic_delay(&self) -> Option<f64> {
        let pos = self.game.position();
        // Another window plays that seat; an ask waits for the table's answer.
        if self.covered() || self.is_away(pos.thrower()) || self.awaits_answer() {
            return None;
        }
        let computer = self.is_computer(pos.thrower());
        let quick = computer && self.settings.fast_forward;
        let pause = |p: f64| if quick { 0.0 } else { p };
        // A computer's pauses follow the animation speed (none with animation off).
        let computer_pause = COMPUTER_PAUSE * self.pause_factor(pos.thrower());
        match pos.phase() {
            Phase::Over(_) => None,
            // A computer whose dice the players throw waits for them.
            Phase::Throw => {
                (computer && !self.throws_by_hand(pos.thrower())).then_some(computer_pause)
            }
            Phase::Move => {
                let moves = self.legal_moves();
                if moves.as_slice() == [Move::Pass] {
                    Some(pause(PASS_PAUSE))
                } else if computer {
                    Some(computer_pause)
                } else if self.settings.auto_move && moves.len() == 1 {
                    Some(AUTO_PAUSE)
                } else {
                    None
                }
            }
        }
    }

    /// Plans and takes the automatic steps, one per frame. Returns whether it acted.
    pub(super) fn tick(&mut self) -> bool {
        // The game waits while the rules are read, computer seats too.
        if self.covered() || self.rules.is_some() || self.busy() {
            return false;
        }
        let pos = *self.game.position();
        let seat = pos.thrower();
        let Some(delay) = self.automatic_delay() else {
            self.auto = None;
            return false;
        };
        let key = self.game.record().plies.len();
        let moves = self.legal_moves();
        let must_choose = matches!(pos.phase(), Phase::Move) && moves.as_slice() != [Move::Pass];
        if must_choose
            && self.is_computer(seat)
            && self.thinking.as_ref().is_none_or(|t| t.key != key)
        {
            self.think(key, seat, pos, moves);
        }
        let due = match self.auto {
            Some((k, due)) if k == key => due,
            _ => {
                let due = self.now + delay;
                self.auto = Some((key, due));
                due
            }
        };
        if self.now < due {
            return false;
        }
        let mv = if must_choose && self.is_computer(seat) {
            match self.thought() {
                Some(mv) => mv,
                None => return false,
            }
        } else {
            moves.iter().next().copied().unwrap_or(Move::Pass)
        };
        self.auto = None;
        match pos.phase() {
            Phase::Throw => self.throw(),
            Phase::Move => self.play(mv),
            Phase::Over(_) => {}
        }
        true
    }

    pub(super) fn prompt(&self) -> (Seat, String) {
        let pos = self.game.position();
        let seat = pos.thrower();
        // A seat home throwing for its partner (V14) is named with the partner it plays for.
        let name = &if seat == pos.to_move() {
            self.config.name(seat)
        } else {
            text::for_partner(&self.config.name(seat), &self.config.name(pos.to_move()))
        };
        let text = match pos.phase() {
            Phase::Over(outcome) => {
                let king = outcome.king();
                let words = if outcome.teams {
                    text::team_wins(&self.config.name(king), &self.config.name(king.opposite()))
                } else {
                    text::is_king(&self.config.name(king))
                };
                return (king, words);
            }
            _ if self.throw_anim.is_some_and(|a| self.now < a.end()) => text::throwing(name),
            Phase::Throw if self.throws_by_hand(seat) => {
                text::to_enter_throw(name, pos.options().dice)
            }
            Phase::Throw if self.is_computer(seat) => text::throwing(name),
            Phase::Throw if self.this_turn().is_none() => text::to_throw(name),
            Phase::Throw => text::throw_again(name),
            Phase::Move => {
                let values: Vec<Value> = pos.pending().values().collect();
                if self.legal_moves().as_slice() == [Move::Pass] {
                    let why = values.iter().fold(Unusable::default(), |why, v| {
                        why.or(pos.unusable(pos.to_move(), *v))
                    });
                    text::cannot_use_why(name, &values, why)
                } else if self.is_computer(seat) {
                    text::thinking(name)
                } else {
                    let mut distinct = values.clone();
                    distinct.sort();
                    distinct.dedup();
                    // One value: say whether it moves a pawn on the board, brings one in,
                    // or either ("move a pawn 1 square" hid that a new pawn may enter).
                    let moves = self.legal_moves();
                    let (mut on_board, mut entering) = (false, false);
                    for mv in moves.iter() {
                        match mv {
                            Move::Pawn {
                                from: Pawn::At(_), ..
                            } => on_board = true,
                            Move::Pawn { .. } => entering = true,
                            Move::Pass => {}
                        }
                    }
                    match distinct[..] {
                        [value] => text::to_move_or_enter(name, value, on_board, entering),
                        _ => text::to_move(name, &distinct),
                    }
                }
            }
        };
        (seat, text)
    }
}
