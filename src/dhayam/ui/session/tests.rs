use std::sync::{Arc, Mutex};

use std::sync::mpsc;

use super::*;
use crate::dhayam::ai::Level;
use crate::dhayam::play::record::Ply;
use crate::dhayam::rules::{MoveList, Position};

type Seen = Arc<Mutex<Vec<(Seat, Move)>>>;

/// A computer player that notes every move it is shown.
struct Spy(Seen);

impl Policy for Spy {
    fn choose(&mut self, _position: &Position, moves: &MoveList) -> Move {
        moves[0]
    }

    fn observe(&mut self, position: &Position, moves: &MoveList, chosen: Move) {
        assert!(
            moves.contains(&chosen),
            "{chosen} is not among the moves shown"
        );
        assert_eq!(moves.as_slice(), position.legal_moves().as_slice());
        self.0.lock().unwrap().push((position.to_move(), chosen));
    }
}

fn spy_on(app: &mut Session, seat: Seat) -> Seen {
    let seen = Seen::default();
    app.computers[seat] = Some(Box::new(Spy(Arc::clone(&seen))));
    seen
}

/// The record's moves so far with their movers, leaving out `seat`'s own: what a
/// computer on `seat` should have been shown.
fn others_moves(app: &Session, seat: Seat) -> Vec<(Seat, Move)> {
    let record = app.game.record();
    let mover = |i| record.position_at(i).unwrap().to_move();
    (record.plies.iter().enumerate())
        .filter_map(|(i, ply)| match *ply {
            Ply::Move(mv) if mover(i) != seat => Some((mover(i), mv)),
            _ => None,
        })
        .collect()
}

#[test]
fn advice_plays_each_computer_as_its_level_and_people_as_careful_players() {
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Green, Player::Computer(Level::Random)),
            (Seat::Yellow, Player::Computer(Level::Beginner)),
            (Seat::Blue, Player::Computer(Level::Hard)),
        ],
        7,
    );
    let shares = Session::new_with(config).random_shares();
    assert_eq!(shares.0, [0.0, 1.0, 6.0 / 16.0, 0.0]);
    // Seats that do not play stay at 0.
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Yellow, Player::Computer(Level::Random)),
        ],
        7,
    );
    assert_eq!(
        Session::new_with(config).random_shares().0,
        [0.0, 0.0, 1.0, 0.0]
    );
}

#[test]
fn the_computers_see_every_other_seats_move_once_and_afresh_after_an_undo() {
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Yellow, Player::Computer(Level::Hard)),
        ],
        7,
    );
    let mut app = Session::new_with(config);
    let seen = spy_on(&mut app, Seat::Yellow);
    let first = |moves: &MoveList| moves[0];
    crate::dhayam::play::game::tests::play_on(&mut app.game, 60, first);
    app.brief_computers();
    assert!(others_moves(&app, Seat::Yellow).len() > 5);
    assert_eq!(*seen.lock().unwrap(), others_moves(&app, Seat::Yellow));

    // Shown again, nothing is shown twice; later moves are shown after the earlier.
    app.brief_computers();
    crate::dhayam::play::game::tests::play_on(&mut app.game, 100, first);
    app.brief_computers();
    let before = others_moves(&app, Seat::Yellow);
    assert_eq!(*seen.lock().unwrap(), before);

    // An undo takes moves back: the computers are made afresh and watch what is left.
    app.undo();
    let kept = others_moves(&app, Seat::Yellow);
    assert!(kept.len() < before.len() && before.starts_with(&kept));
    let seen = spy_on(&mut app, Seat::Yellow);
    app.brief_computers();
    assert_eq!(*seen.lock().unwrap(), kept);
}

/// A computer player that panics whenever it is asked.
struct Panics;

impl Policy for Panics {
    fn choose(&mut self, _position: &Position, _moves: &MoveList) -> Move {
        panic!("lost its marbles")
    }
}

/// A computer player that thinks until the test lets it go.
struct Stuck(mpsc::Receiver<()>);

impl Policy for Stuck {
    fn choose(&mut self, _position: &Position, _moves: &MoveList) -> Move {
        let _ = self.0.recv();
        Move::Pass
    }
}

/// A game where Red, a computer, must now choose between moves.
fn red_computer_against_yellow(level: Level) -> Session {
    let mut session = Session::new_with(GameConfig::with_players(
        &[
            (Seat::Red, Player::Computer(level)),
            (Seat::Yellow, Player::Human),
        ],
        7,
    ));
    for _ in 0..400 {
        let pos = session.game.position();
        if pos.to_move() == Seat::Red
            && matches!(pos.phase(), Phase::Move)
            && pos.legal_moves().len() > 1
        {
            break;
        }
        session.advance(1);
    }
    assert!(session.game.position().legal_moves().len() > 1);
    session
}

#[test]
fn a_computer_player_that_panics_plays_on_at_easy_and_the_player_is_told() {
    let mut session = red_computer_against_yellow(Level::Hard);
    session.computers[Seat::Red] = Some(Box::new(Panics));
    let pos = *session.game.position();
    session.think(0, Seat::Red, pos, pos.legal_moves());
    let start = std::time::Instant::now();
    while session.thinking.is_some() && start.elapsed().as_secs() < 10 {
        std::thread::sleep(Duration::from_millis(2));
        session.poll_thinking();
    }
    assert!(session.thinking.is_none(), "the failure was noticed");
    assert_eq!(
        session.config.player(Seat::Red),
        Player::Computer(Level::Easy)
    );
    assert!(session.computers[Seat::Red].is_some());
    let notices = session.take_notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].contains("lost its marbles"), "{}", notices[0]);
    // The game goes on: the seat thinks again, now at Easy, and answers.
    session.think(0, Seat::Red, pos, pos.legal_moves());
    while session.is_thinking() && start.elapsed().as_secs() < 10 {
        std::thread::sleep(Duration::from_millis(2));
        session.poll_thinking();
    }
    assert!(session.thinking.as_ref().is_some_and(|t| t.done.is_some()));
}

#[test]
fn undo_and_new_game_never_wait_for_a_thinking_computer() {
    let mut session = red_computer_against_yellow(Level::Medium);
    let (release, stuck) = mpsc::channel();
    session.computers[Seat::Red] = Some(Box::new(Stuck(stuck)));
    let pos = *session.game.position();
    session.think(0, Seat::Red, pos, pos.legal_moves());
    let start = std::time::Instant::now();
    session.undo();
    assert!(session.computers[Seat::Red].is_some(), "made afresh");
    session.think(0, Seat::Red, pos, pos.legal_moves());
    let config = session.config.clone();
    session.start(config);
    assert!(start.elapsed() < Duration::from_secs(1));
    drop(release);
}

/// Settings written by hand may ask for partners with two seats, or for throwing for the
/// partner without partners: a game still starts, never a panic.
#[test]
fn v11_v14_rules_that_need_four_seats_still_start_a_game_from_odd_settings() {
    for rules in ["teams=on", "teams=on,forpartner=on", "forpartner=on"] {
        let mut config = GameConfig::with_players(
            &[(Seat::Red, Player::Human), (Seat::Yellow, Player::Human)],
            3,
        );
        config.options = rules.parse().expect("rule options");
        let game = new_game(&config);
        game.position().validate().expect("a legal start");
        let options = game.position().options();
        assert!(!options.for_partner || options.teams, "{rules}");
    }
}
