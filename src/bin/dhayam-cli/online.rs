//! `dhayam-cli online host|join`: games at a distance with computer levels in the
//! CLI's seats. Two of them, one hosting and one joining, play whole games over the
//! network (`--games N`: the host's rematches follow the first) and print the same lines
//! for each, `game: N`, `result: …` and `record: DIGEST`; the tests run them on loopback.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam::dhayam::ai::{Level as DhayamLevel, Policy, Resources};
use dhayam::dhayam::online::table::DhayamTable;
use dhayam::dhayam::rules as dhayam_rules;
use dhayam::games::GameKind;
use dhayam::makruk::ai::level::{Level as MakrukLevel, Player};
use dhayam::makruk::online::table::MakrukTable;
use dhayam::makruk::rules as makruk_rules;
use dhayam::mix::fresh_seed;
use dhayam::online::admission::ShortCode;
use dhayam::online::flood::FloodLimit;
use dhayam::online::lan::LanGame;
use dhayam::online::net::{Connection, GuestEnd, HostEnd, LanLook, Reach};
use dhayam::online::relay::Relays;
use dhayam::online::secret::fresh;
use dhayam::online::{
    Action, Bytes32, Due, GameSetup, Guest, GuestNotice, Host, HostConfig, HostNotice, Invitation,
    Occupancy, SeatId, Seating, Table,
};

use crate::args::{UsageError, fail};
use crate::cli::{OnlineCommand, OnlineHostArgs, OnlineJoinArgs};

/// How long one turn of the loop waits for the network.
const TICK: Duration = Duration::from_millis(20);
/// After the end, how long the host stays for the guests to read the last messages.
const LINGER: Duration = Duration::from_secs(5);

pub fn run(command: OnlineCommand) -> Result<ExitCode, UsageError> {
    match command {
        OnlineCommand::Host(args) => host(args),
        OnlineCommand::Join(args) => join(args),
    }
}

fn game_kind(name: &str) -> Result<GameKind, UsageError> {
    match name.to_ascii_lowercase().as_str() {
        "dhayam" => Ok(GameKind::Dhayam),
        "makruk" => Ok(GameKind::Makruk),
        _ => fail(format!("--game: '{name}' is neither dhayam nor makruk")),
    }
}

/// A seat by its letter: R, G, Y, B for Dhayam; w, b for Makruk.
fn seat_of(game: GameKind, c: char) -> Option<SeatId> {
    match game {
        GameKind::Dhayam => {
            dhayam_rules::Seat::from_letter(c.to_ascii_uppercase()).map(|s| SeatId(s.index() as u8))
        }
        GameKind::Makruk => match c.to_ascii_lowercase() {
            'w' => Some(SeatId(0)),
            'b' => Some(SeatId(1)),
            _ => None,
        },
    }
}

fn reach(local: bool, relay: Option<Relays>) -> Reach {
    if local {
        Reach::Loopback
    } else {
        Reach::Internet(relay.unwrap_or_default())
    }
}

/// A computer in a seat, of either game.
enum Computer {
    Dhayam(Box<dyn Policy>),
    Makruk(Box<Player>),
    /// Makruk's `random`: any legal move, uniformly (for many quick games).
    MakrukRandom(Box<rand::rngs::ChaCha8Rng>),
}

impl Computer {
    fn new(game: GameKind, level: Option<&str>) -> Result<Computer, UsageError> {
        let seed = fresh_seed();
        match game {
            GameKind::Dhayam => {
                let level: DhayamLevel = level
                    .unwrap_or("medium")
                    .parse()
                    .map_err(|e| UsageError(format!("--level: {e}")))?;
                Ok(Computer::Dhayam(
                    level.player_with(seed, Resources::interactive()),
                ))
            }
            GameKind::Makruk if level == Some("random") => {
                use rand::SeedableRng;
                Ok(Computer::MakrukRandom(Box::new(
                    rand::rngs::ChaCha8Rng::seed_from_u64(seed),
                )))
            }
            GameKind::Makruk => {
                let name = level.unwrap_or("easy");
                let level = MakrukLevel::from_name(name).ok_or_else(|| {
                    UsageError(format!(
                        "--level: '{name}' is not a Makruk level (random, beginner … master)"
                    ))
                })?;
                Ok(Computer::Makruk(Box::new(Player::new(level, seed))))
            }
        }
    }

    /// What the seat does now: a throw, or its chosen move in the game's notation.
    fn act(&mut self, table: &Table, due: Due) -> Action {
        if due == Due::Throw {
            return Action::Throw;
        }
        let chosen = match (self, table) {
            (Computer::Dhayam(policy), table) => table.game::<DhayamTable>().map(|t| {
                let position = t.position();
                let moves = position.legal_moves();
                policy.choose(position, &moves).to_string()
            }),
            (Computer::Makruk(player), table) => table.game::<MakrukTable>().and_then(|t| {
                player
                    .choose(t.game().position(), t.game().history(), None, &mut |_| {})
                    .map(|c| c.mv.to_string())
            }),
            (Computer::MakrukRandom(rng), table) => {
                use rand::RngExt;
                let moves = table.legal_moves();
                (!moves.is_empty()).then(|| moves[rng.random_range(0..moves.len())].clone())
            }
        };
        // A level that finds nothing (it cannot: the game is not over) plays the first.
        Action::Move(chosen.unwrap_or_else(|| table.legal_moves().remove(0)))
    }
}

fn setup(game: GameKind, seats: &str, rules: Option<&str>) -> GameSetup {
    match game {
        GameKind::Dhayam => GameSetup {
            game,
            seats: seats.to_ascii_uppercase(),
            rules: rules.unwrap_or("").into(),
            clock: None,
        },
        GameKind::Makruk => GameSetup {
            game,
            seats: String::new(),
            rules: rules.unwrap_or(makruk_rules::START_FEN).into(),
            clock: None,
        },
    }
}

/// The host's key from `path`, or a new one written there (so a restarted host keeps
/// its invitation's address).
fn key_from(path: Option<&Path>) -> Result<Bytes32, UsageError> {
    let Some(path) = path else {
        return Ok(Bytes32(fresh()));
    };
    match std::fs::read_to_string(path) {
        Ok(text) => Bytes32::from_hex(text.trim()).ok_or_else(|| {
            UsageError(format!(
                "--key-file {}: not a key (64 lowercase hex digits)",
                path.display()
            ))
        }),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let key = Bytes32(fresh());
            std::fs::write(path, format!("{key}\n"))
                .map_err(|e| UsageError(format!("--key-file {}: {e}", path.display())))?;
            Ok(key)
        }
        Err(e) => fail(format!("--key-file {}: {e}", path.display())),
    }
}

fn host(args: OnlineHostArgs) -> Result<ExitCode, UsageError> {
    let game = game_kind(&args.game)?;
    let setup = setup(game, &args.seats, args.rules.as_deref());
    let table = Table::new(&setup).map_err(|e| UsageError(e.to_string()))?;
    let mut open = Vec::new();
    for c in args.guests.chars() {
        match seat_of(game, c) {
            Some(seat) if table.plays(seat) => open.push(seat),
            _ => return fail(format!("--guests: '{c}' is not a seat of this game")),
        }
    }
    let seating: Vec<(SeatId, Seating)> = table
        .seats()
        .into_iter()
        .map(|s| {
            let who = if open.contains(&s) {
                Seating::Open
            } else {
                Seating::Computer
            };
            (s, who)
        })
        .collect();
    let mut computer = Computer::new(game, args.level.as_deref())?;
    let secret = Bytes32(fresh());
    let key = key_from(args.key_file.as_deref())?;
    let config = HostConfig {
        flood: FloodLimit {
            messages: args.flood,
            ..FloodLimit::default()
        },
        ..HostConfig::default()
    };
    let host = Host::new(setup, &seating, secret, Bytes32(fresh()), config)
        .map_err(|e| UsageError(e.to_string()))?;
    let pace = Duration::from_millis(args.pace);
    let mut end = HostEnd::new(
        host,
        reach(args.local, args.relay.clone()),
        key,
        Arc::new(|| {}),
    );

    let deadline = Instant::now() + Duration::from_secs(args.wait);
    let invitation = loop {
        end.pump_waiting(TICK);
        if let Some(why) = end.failed() {
            eprintln!("dhayam-cli: the network could not be opened: {why}");
            return Ok(ExitCode::from(1));
        }
        if let Some(invitation) = end.invitation(secret) {
            break invitation;
        }
    };
    say!("invitation: {invitation}");
    if let Some(page) = &args.web_page {
        say!("link: {}", page.link(&invitation));
    }
    if args.lan {
        end.host.take_asks(true);
        say!("code: {}", end.host.short_code());
    }
    let mut asks_told: Vec<u64> = Vec::new();

    let mut over_at: Option<Instant> = None;
    // The game whose end was printed.
    let mut told = 0;
    let mut acted = Instant::now();
    let mut paths_told = 0;
    loop {
        end.pump_waiting(TICK);
        while let Some(notice) = end.host.poll_notice() {
            report_host(&notice);
        }
        for (_, path) in &end.paths[paths_told..] {
            say!("path: {path}");
        }
        paths_told = end.paths.len();
        if args.lan {
            lan_lobby(&mut end, &args, &mut asks_told);
        }
        if !end.host.is_started() {
            let all_taken = end
                .host
                .table()
                .seats()
                .into_iter()
                .all(|s| end.host.occupancy(s) != Some(Occupancy::Open));
            if all_taken {
                let now = end.now();
                end.host
                    .start(now)
                    .map_err(|e| UsageError(format!("the game could not start: {e:?}")))?;
                say!("started");
                say!("game: 1");
            } else if Instant::now() > deadline {
                eprintln!("dhayam-cli: the guests did not come within {} s", args.wait);
                return Ok(ExitCode::from(1));
            }
        }
        if let Some((seat, due, _)) = end.host.local_due().filter(|_| acted.elapsed() >= pace) {
            acted = Instant::now();
            let action = computer.act(end.host.table(), due);
            let now = end.now();
            if let Err(code) = end.host.act(now, seat, action) {
                eprintln!("dhayam-cli: the host's own move was refused: {code:?}");
                return Ok(ExitCode::from(1));
            }
            end.flush();
        }
        if end.host.table().is_over() {
            let game = end.host.game_number();
            if told < game {
                told = game;
                say!(
                    "result: {}",
                    end.host.table().result().unwrap_or_else(|| "none".into())
                );
                say!("record: {}", end.host.record().digest());
            }
            if game < args.games {
                let now = end.now();
                end.host
                    .rematch(now)
                    .map_err(|e| UsageError(format!("the rematch: {e:?}")))?;
                end.flush();
                say!("game: {}", end.host.game_number());
                continue;
            }
            let at = *over_at.get_or_insert_with(Instant::now);
            if at.elapsed() > LINGER || no_guest_left(&end) {
                break;
            }
        }
    }
    for line in &end.log {
        eprintln!("net: {line}");
    }
    Ok(ExitCode::SUCCESS)
}

/// The home network's lobby: the game shown with its free seats while it has any and has
/// not started, and each guest that asks answered as `--answer` says.
fn lan_lobby(end: &mut HostEnd, args: &OnlineHostArgs, asks_told: &mut Vec<u64>) {
    let free = end
        .host
        .table()
        .seats()
        .into_iter()
        .filter(|s| end.host.occupancy(*s) == Some(Occupancy::Open))
        .count();
    let shown = (!end.host.is_started() && free > 0).then(|| {
        LanGame {
            game: end.host.table().kind(),
            host: args.name.clone(),
            free: free as u8,
        }
        .words()
    });
    end.show(shown);
    for (peer, name) in end.host.asking() {
        if asks_told.contains(&peer) {
            continue;
        }
        asks_told.push(peer);
        say!("asks: {name}");
        match args.answer.as_str() {
            "let-in" => {
                let now = end.now();
                end.host.answer(now, peer, true);
                say!("let in: {name}");
            }
            "refuse" => {
                let now = end.now();
                end.host.answer(now, peer, false);
                say!("refused: {name}");
            }
            _ => {}
        }
        end.flush();
    }
}

/// Every guest's connection is gone (they read the end and left).
fn no_guest_left(end: &HostEnd) -> bool {
    end.host.table().seats().into_iter().all(|s| {
        !matches!(
            end.host.occupancy(s),
            Some(Occupancy::Guest) | Some(Occupancy::Open)
        )
    })
}

fn report_host(notice: &HostNotice) {
    match notice {
        HostNotice::Claimed { seat, name } => say!("claimed {} by {name}", seat.0),
        HostNotice::Refused { peer, code, detail } => {
            eprintln!("refused from {peer}: {code:?} {detail}")
        }
        HostNotice::SeatHeld { seat, .. } => say!("held {}", seat.0),
        HostNotice::ComputerTookSeat { seat } => say!("computer took {}", seat.0),
        HostNotice::SeatReturned { seat } => say!("returned {}", seat.0),
        HostNotice::Reported { peer, code } => say!("guest {peer} reported {code:?}"),
        HostNotice::Over { result } => say!("over: {result}"),
        _ => {}
    }
}

/// The game a guest joins and how it proves itself: an invitation's secret, or (found on
/// the home network) the short code or an ask.
fn joining(args: &OnlineJoinArgs) -> Result<(Invitation, Guest), UsageError> {
    let entropy = Bytes32(fresh());
    if let Some(text) = &args.invitation {
        let invitation: Invitation = text
            .parse()
            .map_err(|e| UsageError(format!("the invitation: {e}")))?;
        let guest = Guest::new(invitation.game, invitation.secret, entropy);
        return Ok((invitation, guest));
    }
    let game = game_kind(&args.game)?;
    let code = match args.code.as_deref() {
        None => None,
        Some(text) => Some(text.parse::<ShortCode>().map_err(|_| {
            UsageError(format!(
                "--code: '{text}' is not a game's code (six letters and digits)"
            ))
        })?),
    };
    let reach = reach(args.local, args.relay.clone()).or_forced();
    let Some(mut look) = LanLook::start(reach.finds_neighbours(), Arc::new(|| {})) else {
        return fail("--lan: games on the home network are not looked for on loopback");
    };
    let deadline = Instant::now() + Duration::from_secs(args.wait.min(60));
    let found = loop {
        look.poll();
        if let Some(found) = look.games().into_iter().find(|f| f.shown.game == game) {
            break found;
        }
        if Instant::now() > deadline {
            for line in &look.log {
                eprintln!("lan: {line}");
            }
            return fail(format!(
                "--lan: no game of {} shown on this network within {} s",
                game.as_ref(),
                args.wait.min(60)
            ));
        }
        std::thread::sleep(TICK);
    };
    say!(
        "found: {} by {} with {} free",
        found.shown.game.as_ref(),
        found.shown.host,
        found.shown.free
    );
    let invitation = found.invitation();
    let guest = match code {
        Some(code) => Guest::with_code(game, code, entropy),
        None => Guest::asking(game, entropy),
    };
    Ok((invitation, guest))
}

fn join(args: OnlineJoinArgs) -> Result<ExitCode, UsageError> {
    let (invitation, guest) = joining(&args)?;
    let game = invitation.game;
    let wanted = match args.seat.as_deref() {
        None => None,
        Some(text) => {
            let mut chars = text.chars();
            match (chars.next().and_then(|c| seat_of(game, c)), chars.next()) {
                (Some(seat), None) => Some(seat),
                _ => return fail(format!("--seat: '{text}' is not a seat of this game")),
            }
        }
    };
    let mut computer = Computer::new(game, args.level.as_deref())?;
    let guest = guest.named(&args.name);
    let mut end = GuestEnd::new(
        guest,
        &invitation,
        reach(args.local, args.relay.clone()),
        Arc::new(|| {}),
    );
    let deadline = Instant::now() + Duration::from_secs(args.wait);
    let pace = Duration::from_millis(args.pace);
    let mut claimed = false;
    // The game the notices are about (they come in order; the guest itself may already
    // be a game further), the game whose dice were checked, and the last whose result
    // was printed.
    let mut told = 0;
    let mut checked = 0;
    let mut result_told = 0;
    let mut failed = false;
    let mut paths_told = 0;
    let mut acted = Instant::now();
    let mut connected_told = false;
    // Our own throws and moves: the record's length when each was sent, and when; it is
    // back when the host's broadcast has put it in the record.
    let mut in_flight: Option<(usize, Instant)> = None;
    let mut round_trips: Vec<Duration> = Vec::new();
    loop {
        end.pump_waiting(TICK);
        if !connected_told && end.connection() == Connection::Connected {
            connected_told = true;
            say!("connected: {} ms", end.now().as_millis());
        }
        if let Some((index, at)) = in_flight
            && end.guest.record().len() > index
        {
            round_trips.push(at.elapsed());
            in_flight = None;
        }
        while let Some(notice) = end.guest.poll_notice() {
            match notice {
                GuestNotice::SeatsChanged if !claimed => {
                    let open = end
                        .guest
                        .seats()
                        .iter()
                        .filter(|s| s.occupancy == Occupancy::Open)
                        .map(|s| s.seat)
                        .find(|s| wanted.is_none_or(|w| w == *s));
                    if let Some(seat) = open {
                        end.guest
                            .claim(seat, &args.name)
                            .map_err(|e| UsageError(format!("the seat: {e:?}")))?;
                        say!("claimed {}", seat.0);
                        claimed = true;
                    } else if wanted.is_some() {
                        eprintln!("dhayam-cli: the seat asked for is not free");
                        return Ok(ExitCode::from(1));
                    }
                }
                GuestNotice::Started => {
                    say!("started");
                    if told == 0 {
                        told = end.guest.game_number();
                        say!("game: {told}");
                    }
                }
                GuestNotice::Rematch { game } => {
                    if let Some(last) = end.guest.last_game() {
                        say!("record: {}", last.record.digest());
                    }
                    told = game;
                    say!("game: {game}");
                }
                // A replay after a return ends the game again: said once.
                GuestNotice::Over { result } if result_told < told => {
                    result_told = told;
                    say!("result: {result}");
                }
                GuestNotice::DiceChecked(checked_throws) => {
                    say!("dice: {checked_throws}");
                    checked = told;
                }
                GuestNotice::DiceFailed(error) => {
                    say!("dice failed: {error}");
                    failed = true;
                }
                GuestNotice::Stopped(divergence) => {
                    say!("stopped: {divergence}");
                    failed = true;
                }
                GuestNotice::Refused { code, .. } => eprintln!("refused: {code:?}"),
                GuestNotice::BadMessage(m) => eprintln!("bad message: {m}"),
                _ => {}
            }
        }
        if failed {
            break;
        }
        if let Some((seat, due)) = end.guest.my_due().filter(|_| acted.elapsed() >= pace) {
            acted = Instant::now();
            let table = end.guest.table().expect("a seat is due only in a game");
            let action = computer.act(table, due);
            in_flight = Some((end.guest.record().len(), Instant::now()));
            if let Err(code) = end.guest.act(seat, action) {
                eprintln!("dhayam-cli: our own move was refused: {code:?}");
                failed = true;
                break;
            }
            end.flush();
        }
        let over = end.guest.table().is_some_and(|t| t.is_over());
        let dice_done = game == GameKind::Makruk || checked == end.guest.game_number();
        if over && dice_done && end.guest.game_number() >= args.games {
            break;
        }
        for path in &end.paths[paths_told..] {
            say!("path: {path}");
        }
        paths_told = end.paths.len();
        if let Some(why) = given_up(&end, deadline) {
            eprintln!("dhayam-cli: {why}");
            failed = true;
            break;
        }
    }
    end.leave();
    // A moment for the goodbye to go out before the endpoint closes.
    let until = Instant::now() + Duration::from_millis(200);
    while Instant::now() < until {
        end.pump_waiting(TICK);
    }
    for line in &end.log {
        eprintln!("net: {line}");
    }
    say!("record: {}", end.guest.record().digest());
    if let Some(line) = round_trip_line(&mut round_trips) {
        say!("{line}");
    }
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Why the guest stops before the end, if it must: a host never reached (with words for
/// what to check: the relay, when only a relay could have reached it), a connection that
/// will not come back, or the time allowed gone.
fn given_up(end: &GuestEnd, deadline: Instant) -> Option<String> {
    let give_up = dhayam::online::net::ends::GIVE_UP.as_secs();
    if end.needs_relay() {
        return Some(format!(
            "could not reach the host directly within {give_up} s, and the game has no \
             relay: between these two networks a relay is needed (the host's --relay)"
        ));
    }
    if end.connection() == Connection::Unreachable {
        return Some(format!(
            "the host did not answer within {give_up} s: is its game still open, is the \
             invitation whole, and is a relay needed between these networks?"
        ));
    }
    if let Some(code) = end.guest.turned_away() {
        return Some(format!("the host turned this guest away: {code}"));
    }
    if matches!(end.connection(), Connection::Finished | Connection::Broken)
        || Instant::now() > deadline
    {
        return Some(format!(
            "the game did not end (connection {:?})",
            end.connection()
        ));
    }
    None
}

/// `round trip: p50 N ms, p99 N ms, of N` over the guest's own throws and moves: from
/// sending one to seeing the host's broadcast of it.
fn round_trip_line(times: &mut [Duration]) -> Option<String> {
    if times.is_empty() {
        return None;
    }
    times.sort();
    let at = |q: usize| times[((times.len() - 1) * q).div_ceil(100)].as_millis();
    Some(format!(
        "round trip: p50 {} ms, p99 {} ms, of {}",
        at(50),
        at(99),
        times.len()
    ))
}
