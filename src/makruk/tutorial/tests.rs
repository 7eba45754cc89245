use super::*;
use crate::makruk::rules::{CountingMode, DrawReason, Game, Outcome, Refusal, Role};

fn lesson(id: &str) -> Lesson {
    lessons().unwrap().into_iter().find(|l| l.id == id).unwrap()
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// Plays a lesson as a learner who does what every step asks.
fn complete(run: &mut Run) {
    while !run.finished() {
        match run.demonstration() {
            Some(mv) => run.try_move(mv.from, mv.to),
            None => run.next(),
        }
        assert_eq!(
            run.feedback,
            None,
            "{} step {}",
            run.lesson.id,
            run.step_index()
        );
    }
}

#[test]
fn every_lesson_loads_and_can_be_completed_by_doing_what_it_asks() {
    let lessons = lessons().unwrap();
    assert_eq!(lessons.len(), 9);
    for l in lessons {
        let mut run = Run::new(l);
        complete(&mut run);
        assert!(run.finished());
    }
}

#[test]
fn m5_a_khon_moved_straight_back_is_refused_with_the_rules_reason() {
    let mut run = Run::new(lesson("khon-met"));
    run.next();
    run.try_move(sq("d4"), sq("d3"));
    assert_eq!(
        run.feedback,
        Some(Feedback::Illegal(Refusal::Reach(Role::Khon)))
    );
    // Legal, but not what the step asks.
    run.try_move(sq("d4"), sq("c5"));
    assert_eq!(run.feedback, Some(Feedback::NotThatMove));
    assert_eq!(run.step_index(), 1);
    run.try_move(sq("d4"), sq("d5"));
    assert_eq!(run.step_index(), 2);
}

#[test]
fn m10_staying_in_check_is_refused() {
    let mut run = Run::new(lesson("check"));
    run.try_move(sq("a1"), sq("a8"));
    assert_eq!(run.step_index(), 1);
    run.try_move(sq("e1"), sq("e2"));
    assert_eq!(run.feedback, Some(Feedback::Illegal(Refusal::InCheck)));
}

#[test]
fn m12_the_stalemating_move_gets_the_steps_own_warning_and_a_reply_follows_the_right_one() {
    let mut run = Run::new(lesson("draws"));
    run.next();
    run.try_move(sq("b1"), sq("b7"));
    assert_eq!(run.feedback, Some(Feedback::NotThatMove));
    assert_eq!(
        run.step().wrong.as_deref(),
        Some("makruk-tut-draws-avoid-wrong")
    );
    run.try_move(sq("c6"), sq("b6"));
    // Black's scripted answer has been played: the khun stands on b8.
    let reply = run.last_move().unwrap();
    assert_eq!((reply.from, reply.to), (sq("a8"), sq("b8")));
    assert_eq!(run.position().turn(), Color::White);
}

#[test]
fn m15_taking_the_last_piece_starts_pieces_honour_at_five_of_eight() {
    let mut run = Run::new(lesson("pieces-honour"));
    run.try_move(sq("a1"), sq("a2"));
    let count = run.position().count().expect("the count has begun");
    assert_eq!((count.spoken(), count.limit_moves()), (5, 8));
}

#[test]
fn m16_taking_the_last_bia_starts_boards_honour() {
    let mut run = Run::new(lesson("board-honour"));
    assert_eq!(run.position().count(), None, "bias on the board: no count");
    run.next();
    run.try_move(sq("d3"), sq("d6"));
    let count = run.position().count().expect("the count has begun");
    assert_eq!(count.limit_moves(), 64);
}

#[test]
fn back_returns_to_the_start_of_the_step_and_next_waits_for_a_move() {
    let mut run = Run::new(lesson("bia"));
    run.next();
    let before = *run.position();
    run.next();
    assert_eq!(run.step_index(), 1, "a move step does not go on with Next");
    run.try_move(sq("e4"), sq("d5"));
    run.back();
    assert_eq!(run.step_index(), 1);
    assert_eq!(*run.position(), before);
}

fn game(fen: &str, moves: &[&str]) -> Game {
    let mut g = Game::new(Position::from_fen(fen).unwrap(), CountingMode::Automatic);
    for m in moves {
        let mv = g.position().parse_uci(m).unwrap();
        g.play(mv).unwrap();
    }
    g
}

#[test]
fn goals_are_judged_on_the_learners_moves_and_the_games_end() {
    let fork = "r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1";
    let g = game(fork, &["b5c7", "e8d7"]);
    assert_eq!(Goal::Capture.verdict(&g, Color::White), Verdict::Playing);
    let g = game(fork, &["b5c7", "e8d7", "c7a8"]);
    assert_eq!(Goal::Capture.verdict(&g, Color::White), Verdict::Won);
    let g = game("k7/8/1K6/8/8/8/8/7R w - - 0 1", &["h1h8"]);
    assert_eq!(Goal::Mate.verdict(&g, Color::White), Verdict::Won);
    let g = game("4k3/8/8/8/8/8/1r6/K7 w - - 0 1", &["a1b2"]);
    assert_eq!(Goal::Draw.verdict(&g, Color::White), Verdict::Won);
    assert_eq!(
        Goal::Mate.verdict(&g, Color::White),
        Verdict::Lost(Outcome::Draw(DrawReason::BareKhuns))
    );
    let g = game(
        "8/8/4k3/8/1P6/8/8/4K3 w - - 0 1",
        &["b4b5", "e6d5", "b5b6m"],
    );
    assert_eq!(Goal::Promote.verdict(&g, Color::White), Verdict::Won);
    let g = game(
        "4k3/8/8/3p4/8/8/8/R2K2n1 w - - 0 1",
        &["a1a5", "g1e2", "a5d5"],
    );
    assert_eq!(Goal::Count.verdict(&g, Color::White), Verdict::Won);
}

#[test]
fn a_broken_lesson_file_is_refused_with_the_step_and_the_reason() {
    let bad = |body: &str| parse_lesson("x.toml", body).unwrap_err().to_string();
    let head = "id = \"x\"\ntitle = \"t\"\n";
    let exercise = "[exercise]\nposition = \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"\ngoal = \"mate\"\nmessage = \"m\"\n";
    let with = |steps: &str| format!("{head}{steps}{exercise}");
    assert!(bad(&with("[[steps]]\nmessage = \"m\"\naction = \"next\"\n")).contains("position"));
    let illegal = "[[steps]]\nposition = \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"\nmessage = \"m\"\naction = \"move\"\naccept = [\"a1b2\"]\n";
    assert!(bad(&with(illegal)).starts_with("x.toml, step 1 at line 3: a1b2"));
    let two = "[[steps]]\nposition = \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"\nmessage = \"m\"\naction = \"move\"\naccept = [\"a1a2\", \"a1a3\"]\n[[steps]]\nmessage = \"m\"\naction = \"next\"\n";
    assert!(
        bad(&with(two)).contains("step 2 at line 8: a step after one that accepts several moves")
    );
    let fen = "[[steps]]\nposition = \"4k3/8/8/8/8/8/8/R3K3 w - - 0 x\"\nmessage = \"m\"\naction = \"next\"\n";
    assert!(bad(&with(fen)).starts_with("x.toml, step 1 at line 3:"));
    let mark = "[[steps]]\nposition = \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"\nmessage = \"m\"\nhighlight = [\"reach:e8\"]\naction = \"next\"\n";
    assert!(bad(&with(mark)).contains("no piece of the side to move on e8"));
    let goal = format!(
        "{head}[[steps]]\nposition = \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"\nmessage = \"m\"\naction = \"next\"\n[exercise]\nposition = \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"\ngoal = \"win big\"\nmessage = \"m\"\n"
    );
    assert!(bad(&goal).contains("unknown goal 'win big'"));
    let over = format!(
        "{head}[[steps]]\nposition = \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"\nmessage = \"m\"\naction = \"next\"\n[exercise]\nposition = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\ngoal = \"mate\"\nmessage = \"m\"\n"
    );
    assert!(bad(&over).contains("exercise: the game is over before a move: Draw(BareKhuns)"));
}

#[test]
fn m2_the_step_about_the_bias_rings_every_bia_it_names() {
    // "White's on rank 3, Black's on rank 6": all sixteen, not the ends of Black's row.
    let mut run = Run::new(lesson("board"));
    while run.step().message != "makruk-tut-board-bia" {
        run.next();
    }
    let ringed: Vec<Square> = run
        .step()
        .marks
        .iter()
        .filter_map(|m| match m {
            Mark::Square(s) => Some(*s),
            Mark::Reach(_) => None,
        })
        .collect();
    let bias: Vec<Square> = Square::all()
        .filter(|&s| {
            run.position()
                .piece_at(s)
                .is_some_and(|p| p.role == Role::Bia)
        })
        .collect();
    assert_eq!(bias.len(), 16);
    for s in &bias {
        assert!(ringed.contains(s), "{s} is not ringed");
    }
}
