//! The game as each family plays it (docs/variants.md), chosen and played in the window
//! by its accessible labels.

use crate::ui_support::dhayam_table::*;
use dhayam::dhayam::ai::Level;
use dhayam::dhayam::play::dice::RealDice;
use dhayam::dhayam::play::record::Ply;
use dhayam::dhayam::rules::{Board, Implement, Options, Pawn, Seat, Shells, Throw};
use dhayam::dhayam::ui::{GameConfig, Player, text};
use egui::accesskit::{Role, Toggled};
use egui_kittest::kittest::{NodeT, Queryable};

fn six_cowries() -> Options {
    "dice=cowrie6".parse().expect("a rule option")
}

/// How the shells on the table lie, as a screen reader hears them.
fn shells_said(h: &egui_kittest::Harness<'_, dhayam::shell::App>) -> String {
    let session = on_table(h);
    let implement = session.game().position().options().dice;
    let shells = match session.game().last_throw() {
        Some(Throw::Shells(shells)) => shells,
        Some(Throw::Sticks(_)) => panic!("a game of shells threw the dice"),
        // Before the first throw half lie mouth up.
        None if implement == Implement::FourCowries => Shells::four(0b11),
        None => Shells::six(0b111),
    };
    text::shells_landed(Throw::Shells(shells))
}

#[test]
fn v1_a_family_chooses_six_cowries_throws_them_and_plays_to_the_king() {
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], 11), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::new_game()).click();
    h.run_steps(5);
    // Below the seats, perhaps out of the dialog's view: as a screen reader clicks.
    h.get_by_label(&text::option_setting("dice", "cowrie6"))
        .click_accesskit();
    h.run_steps(2);
    // The players' own throws are their own shells now.
    h.get_by_label(&text::real_dice_choice(
        RealDice::People,
        Implement::SixCowries,
    ));
    h.get_by_label(&text::start()).click_accesskit();
    h.run_steps(3);
    assert!(!on_table(&h).dialog_open());
    let session = on_table(&h);
    assert_eq!(
        session.game().position().options().dice,
        Implement::SixCowries
    );
    // No dice on the table: the shells are thrown by a click on them.
    assert!(h.query_by_label(&text::die(1, 1)).is_none());
    h.get_by_label(&shells_said(&h)).click();
    settle(&mut h, 100);
    let first = on_table(&h).game().record().plies[0];
    assert!(matches!(first, Ply::Throw(Throw::Shells(_))), "{first:?}");
    h.get_by_label(&shells_said(&h));
    play_to_the_end(&mut h);
    let game = on_table(&h).game();
    assert!(game.position().outcome().is_some());
    assert!(game.record().throws_match_seed());
    assert!(
        game.record()
            .plies
            .iter()
            .filter_map(|p| p.throw())
            .all(|t| t.implement() == Implement::SixCowries)
    );
}

#[test]
fn v4_a_family_taps_in_its_own_shells() {
    let mut config = humans(&[Seat::Red, Seat::Yellow], 5);
    config.options = six_cowries();
    config.real_dice = RealDice::People;
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::to_enter_throw("Red", Implement::SixCowries));
    // All six lie mouth down until tapped: that would be a 12.
    for shell in 1..=6 {
        h.get_by_label(&text::entry_shell(shell, false));
    }
    h.get_by_label_contains(&format!("{}: 12", text::enter_throw()));
    // Shell 2 mouth up: a 1, which brings a new pawn onto d1.
    h.get_by_label(&text::entry_shell(2, false)).click();
    h.run_steps(2);
    h.get_by_label(&text::entry_shell(2, true));
    h.get_by_label_contains(&format!("{}: 1", text::enter_throw()))
        .click();
    settle(&mut h, 100);
    let session = on_table(&h);
    assert_eq!(
        session.game().record().plies[0],
        Ply::HandThrow(Throw::Shells(Shells::six(0b10)))
    );
    h.get_by_label(&text::pawn_waiting_new(Seat::Red)).click();
    settle(&mut h, 100);
    let red = on_table(&h).game().position().pawns(Seat::Red).to_vec();
    assert!(red.iter().any(|p| matches!(p, Pawn::At(_))), "{red:?}");
    // The entry starts again with every shell mouth down.
    h.get_by_label(&text::entry_shell(2, false));
}

#[test]
fn v11_v15_partners_need_all_four_seats_and_the_side_panel_names_the_teams() {
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], 5), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::new_game()).click();
    h.run_steps(5);
    h.get_by_label(&text::option_setting("teams", "on"))
        .click_accesskit();
    h.run_steps(3);
    h.get_by_label(&text::partners_need_four());
    h.get_by_label(&text::start()).click_accesskit();
    h.run_steps(3);
    assert!(on_table(&h).dialog_open(), "Start is disabled");
    for seat in [Seat::Green, Seat::Blue] {
        h.get_by_label(&text::seat_plays(seat)).click_accesskit();
        h.run_steps(2);
    }
    assert!(h.query_by_label(&text::partners_need_four()).is_none());
    h.get_by_label(&text::start()).click_accesskit();
    h.run_steps(3);
    let position = *on_table(&h).game().position();
    assert!(position.options().teams && position.seats().len() == 4);
    // The side panel names the teams (V15).
    h.get_by_label(&text::teams_line("Red", "Yellow", "Green", "Blue"));
}

#[test]
fn v13_partners_play_to_the_end_and_the_pair_wins_together() {
    let greedy = Player::Computer(Level::Easy);
    let mut config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Green, greedy),
            (Seat::Yellow, Player::Human),
            (Seat::Blue, greedy),
        ],
        8,
    );
    config.options.teams = true;
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    play_to_the_end(&mut h);
    let game = on_table(&h).game();
    let outcome = game.position().outcome().expect("over");
    let king = outcome.king();
    assert!(game.position().has_finished(king) && game.position().has_finished(king.opposite()));
    // No pawn was ever cut by its partner (V12).
    let mut replay = game.record().start().expect("a start");
    for ply in &game.record().plies {
        if let Ply::Move(mv) = ply {
            let report = replay.play_unchecked(*mv);
            if let Some(victim) = report.cut {
                assert_ne!(victim, report.seat.opposite(), "{mv}");
            }
        } else if let Some(t) = ply.throw() {
            replay.throw(t.value()).expect("a throw");
        }
    }
    h.get_by_label(&text::game_over());
    let words = text::team_wins(king.name(), king.opposite().name());
    assert!(h.query_all_by_label(&words).count() >= 1, "{words}");
}

#[test]
fn v20_a_family_picks_its_game_by_name() {
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], 5), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::new_game()).click();
    h.run_steps(5);
    // The seeds' game is chosen to begin with.
    let chosen = |h: &egui_kittest::Harness<'_, dhayam::shell::App>, key: &str| {
        h.get_by_role_and_label(Role::Button, &text::preset(key))
            .accesskit_node()
            .toggled()
            == Some(Toggled::True)
    };
    assert!(chosen(&h, "tamil-nadu"));
    // Partners seats all four players.
    h.get_by_role_and_label(Role::Button, &text::preset("partners"))
        .click_accesskit();
    h.run_steps(3);
    assert!(chosen(&h, "partners") && !chosen(&h, "tamil-nadu"));
    assert!(h.query_by_label(&text::partners_need_four()).is_none());
    h.get_by_label(&text::preset_line("partners"));
    // Six cowries, then a house rule no preset names: "custom".
    h.get_by_label(&text::preset("six-cowries"))
        .click_accesskit();
    h.run_steps(3);
    assert!(chosen(&h, "six-cowries"));
    h.get_by_label(&text::option_setting("pairs", "twin"))
        .click_accesskit();
    h.run_steps(3);
    let custom = h
        .get_by_label(&text::preset_custom())
        .accesskit_node()
        .toggled();
    assert_eq!(custom, Some(Toggled::True));
    h.get_by_label(&text::preset("six-cowries"))
        .click_accesskit();
    h.run_steps(3);
    h.get_by_label(&text::start()).click_accesskit();
    h.run_steps(3);
    let position = *on_table(&h).game().position();
    assert_eq!(position.options().dice, Implement::SixCowries);
    assert!(!position.options().teams);
    assert_eq!(position.seats().len(), 4);
}

/// Issue 62, point 8: the side panel's How to play and the new-game dialog's help speak
/// of the dice in play (four cowries: the shells, 1 and 8, throwing again on 1, 4 and 8),
/// and Partners chosen over Thaayam keeps the four cowries and the 5 × 5 board.
#[test]
fn the_help_follows_the_dice_and_partners_keep_them() {
    let four: Options = "dice=cowrie4,board=5x5".parse().expect("rule options");
    let usual = Options::default();
    let mut config = humans(&[Seat::Red, Seat::Yellow], 9);
    config.options = four;
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    let said = text::help(&four);
    h.get_by_label(&said[0]);
    for line in text::help(&usual).iter().filter(|l| !said.contains(l)) {
        assert!(
            h.query_by_label(line).is_none(),
            "{line:?} in a game of four cowries"
        );
    }
    h.get_by_label(&text::new_game()).click();
    h.run_steps(5);
    h.get_by_role_and_label(Role::Button, &text::preset("thaayam"))
        .click_accesskit();
    h.run_steps(3);
    for key in ["turn", "entry"] {
        h.get_by_label(&text::option_explanation(key, &four));
        assert!(
            h.query_by_label(&text::option_explanation(key, &usual))
                .is_none(),
            "{key} quotes the long dice's throws"
        );
    }
    h.get_by_role_and_label(Role::Button, &text::preset("partners"))
        .click_accesskit();
    h.run_steps(3);
    h.get_by_label(&text::option_explanation("entry", &four));
    h.get_by_label(&text::start()).click_accesskit();
    h.run_steps(3);
    let position = *on_table(&h).game().position();
    assert_eq!(
        position.options().to_string(),
        "dice=cowrie4,board=5x5,teams=on"
    );
    assert_eq!(position.seats().len(), 4);
}

/// V2, V5–V10, V20: a family picks Thaayam by name, plays four cowries on the 5×5 board
/// to the King, and the board's squares and the rules overlay are the small board's.
#[test]
fn v20_v5_a_family_plays_thaayam_on_the_small_board_to_the_king() {
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], 9), quick_settings());
    settle(&mut h, 50);
    h.get_by_label(&text::new_game()).click();
    h.run_steps(5);
    h.get_by_role_and_label(Role::Button, &text::preset("thaayam"))
        .click_accesskit();
    h.run_steps(3);
    h.get_by_label(&text::preset_line("thaayam"));
    h.get_by_label(&text::start()).click_accesskit();
    h.run_steps(3);
    let position = *on_table(&h).game().position();
    assert_eq!(position.options().to_string(), "dice=cowrie4,board=5x5");
    // The board has 25 squares, a1 to e5, and the centre is c3.
    let sq = |name: &str| name.parse().expect("a square");
    h.get_by_label(&text::square_said(&position, sq("e5")));
    h.get_by_label(&text::square_said(&position, sq("c3")));
    assert!(
        h.query_by_label(&text::square_said(&position, sq("f1")))
            .is_none()
    );
    // The rules overlay tells of the four shells and the small board.
    h.state_mut().apply(dhayam::dhayam::ui::Command::OpenRules);
    h.run_steps(3);
    for id in ["four-shells", "small-board"] {
        let title = dhayam::dhayam::ui::rules_book::section_title(id);
        assert!(h.query_all_by_label(&title).next().is_some(), "{title}");
    }
    assert!(
        h.query_all_by_label(&dhayam::dhayam::ui::rules_book::section_title("shells"))
            .next()
            .is_none()
    );
    h.state_mut().apply(dhayam::dhayam::ui::Command::CloseRules);
    h.run_steps(3);
    // The shells are four: the first throw is four shells, 1 to 4 or 8.
    h.get_by_label(&shells_said(&h)).click();
    settle(&mut h, 100);
    let first = on_table(&h).game().record().plies[0];
    match first {
        Ply::Throw(Throw::Shells(shells)) => assert_eq!(shells.count(), 4),
        other => panic!("{other:?}"),
    }
    play_to_the_end(&mut h);
    let game = on_table(&h).game();
    let outcome = game.position().outcome().expect("the game is over");
    let king = outcome.king();
    assert!(
        game.position()
            .pawns(king)
            .iter()
            .all(|p| p.is_finished(Board::Five))
    );
    assert!(game.record().throws_match_seed());
    let values: Vec<u8> = game
        .record()
        .plies
        .iter()
        .filter_map(|p| p.throw())
        .map(|t| t.value().get())
        .collect();
    assert!(values.iter().all(|v| matches!(v, 1..=4 | 8)), "{values:?}");
}

/// V14: with throwing for the partner, a player whose pawns are all home takes its turns
/// on, throwing for its partner and moving the partner's pawns, and the status line says
/// so; the pair still wins together.
#[test]
fn v14_a_player_home_throws_for_the_partner_to_the_end() {
    let mut config = humans(&[Seat::Red, Seat::Green, Seat::Yellow, Seat::Blue], 12);
    config.options = "teams=on,forpartner=on".parse().expect("rule options");
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    let mut carried_turns = 0;
    let mut actions = 0;
    loop {
        let position = *on_table(&h).game().position();
        if position.is_over() {
            break;
        }
        let thrower = position.thrower();
        if thrower != position.to_move() {
            assert_eq!(thrower, position.to_move().opposite());
            assert!(position.has_finished(thrower));
            let words = text::for_partner(thrower.name(), position.to_move().name());
            assert!(
                h.query_all_by_label_contains(&words).next().is_some(),
                "the status line names {words}"
            );
            carried_turns += 1;
        }
        act_by_clicks(&mut h);
        settle(&mut h, 400);
        actions += 1;
        assert!(actions < 5_000, "the game should end");
    }
    assert!(
        carried_turns > 0,
        "someone came home first and threw for the partner"
    );
    let game = on_table(&h).game();
    let outcome = game.position().outcome().expect("over");
    assert!(outcome.teams && outcome.winners().len() == 2);
    assert!(game.record().throws_match_seed());
}
