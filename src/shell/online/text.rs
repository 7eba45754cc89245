//! Every word of online play's screens, from `assets/i18n/<lang>/online.ftl`.

use crate::i18n::t;
use crate::online::{ErrorCode, InvitationError, Phrase};

pub fn play_online() -> String {
    t!("online-menu")
}
pub fn host_game() -> String {
    t!("online-host")
}
pub fn join_game() -> String {
    t!("online-join")
}
pub fn host_title() -> String {
    t!("online-host-title")
}
pub fn join_title() -> String {
    t!("online-join-title")
}
pub fn game() -> String {
    t!("online-game")
}
pub fn your_name() -> String {
    t!("online-your-name")
}
/// The clock's words are Makruk's own (the new-game dialog's).
pub fn clock() -> String {
    t!("makruk-clock")
}
pub fn clock_minutes() -> String {
    t!("makruk-clock-minutes")
}
pub fn clock_increment() -> String {
    t!("makruk-clock-increment")
}
pub fn seats() -> String {
    t!("online-seats")
}
pub fn seat_you() -> String {
    t!("online-seat-you")
}
pub fn seat_invited() -> String {
    t!("online-seat-invited")
}
pub fn seat_computer() -> String {
    t!("online-seat-computer")
}
pub fn seat_off() -> String {
    t!("online-seat-off")
}
pub fn rules_from_settings(rules: &str) -> String {
    t!("online-rules", rules = rules)
}
pub fn need_two_seats() -> String {
    t!("online-need-two")
}
pub fn need_invited() -> String {
    t!("online-need-invited")
}
pub fn host_button() -> String {
    t!("online-host-button")
}
pub fn join_button() -> String {
    t!("online-join-button")
}
pub fn cancel() -> String {
    t!("online-cancel")
}
pub fn invitation() -> String {
    t!("online-invitation")
}
pub fn invitation_hint() -> String {
    t!("online-invitation-hint")
}
pub fn paste_here() -> String {
    t!("online-paste-here")
}
pub fn copy() -> String {
    t!("online-copy")
}
pub fn opening() -> String {
    t!("online-opening")
}
pub fn connecting() -> String {
    t!("online-connecting")
}
pub fn reconnecting(secs: u64) -> String {
    t!("online-reconnecting", secs = secs)
}
pub fn unreachable(secs: u64) -> String {
    t!("online-unreachable", secs = secs)
}
pub fn unreachable_without_relay(secs: u64) -> String {
    t!("online-unreachable-without-relay", secs = secs)
}
pub fn try_again() -> String {
    t!("online-try-again")
}
pub fn connected() -> String {
    t!("online-connected")
}
pub fn waiting_for_players() -> String {
    t!("online-waiting-players")
}
pub fn waiting_for_host() -> String {
    t!("online-waiting-host")
}
pub fn take_seat() -> String {
    t!("online-take-seat")
}
pub fn start() -> String {
    t!("online-start")
}
pub fn stop_hosting() -> String {
    t!("online-stop-hosting")
}
pub fn leave() -> String {
    t!("online-leave")
}
pub fn leave_title() -> String {
    t!("online-leave-title")
}
pub fn leave_host_body() -> String {
    t!("online-leave-host-body")
}
pub fn leave_guest_body() -> String {
    t!("online-leave-guest-body")
}
pub fn end_for_everyone() -> String {
    t!("online-end-for-everyone")
}
pub fn stay() -> String {
    t!("online-stay")
}
pub fn open_seat() -> String {
    t!("online-open-seat")
}
pub fn held(name: &str, secs: u64) -> String {
    t!("online-held", name = name, secs = secs)
}
pub fn computer_plays(name: &str) -> String {
    t!("online-computer-plays", name = name)
}
pub fn you(name: &str) -> String {
    t!("online-you", name = name)
}
pub fn hosting() -> String {
    t!("online-hosting")
}
pub fn guest_of() -> String {
    t!("online-guest")
}
pub fn phrases() -> String {
    t!("online-phrases")
}
pub fn network_failed(why: &str) -> String {
    t!("online-network-failed", why = why)
}

pub fn phrase(p: Phrase) -> String {
    match p {
        Phrase::GoodMove => t!("online-phrase-good-move"),
        Phrase::YourTurn => t!("online-phrase-your-turn"),
        Phrase::WellPlayed => t!("online-phrase-well-played"),
        Phrase::OneMoment => t!("online-phrase-one-moment"),
    }
}
pub fn phrase_from(side: &str, p: Phrase) -> String {
    t!("online-phrase-from", color = side, phrase = phrase(p))
}
/// A phrase from a player who gave a name: the name and the seat.
pub fn phrase_from_named(name: &str, side: &str, p: Phrase) -> String {
    t!(
        "online-phrase-from-named",
        name = name,
        color = side,
        phrase = phrase(p)
    )
}

/// A draw declined at another window, by a player who gave a name: the name and the
/// side (Makruk's colour: Thai writes it as Makruk does, without the Dhayam seats' "สี").
pub fn draw_declined_named(name: &str, color: &str) -> String {
    t!("online-draw-declined-named", name = name, color = color)
}
/// The host's list of who watches.
pub fn watchers(names: &[String]) -> String {
    t!("online-watchers", names = names.join(", "))
}
/// A watcher who gave no name.
pub fn watcher_unnamed() -> String {
    t!("online-watcher-unnamed")
}
/// The lobby's words for the game's clock: its time, or none.
pub fn clock_time(minutes: u32, increment: u32) -> String {
    t!(
        "online-clock-time",
        minutes = minutes,
        increment = increment
    )
}
pub fn no_clock() -> String {
    t!("online-no-clock")
}
/// The lobby's heading for the game's house rules, and its words when there are none.
pub fn house_rules() -> String {
    t!("online-house-rules")
}
pub fn house_rules_none() -> String {
    t!("online-house-rules-none")
}
/// The lobby's heading for a Makruk game that starts from another position than the
/// usual one (Makruk's own words).
pub fn start_position() -> String {
    t!("makruk-from-fen")
}

/// The seat news and the phrases take a seat as its side (`GameKind::side_word`: Thai's
/// "สีแดง" for Dhayam's, "ฝ่ายขาว" for Makruk's), not the colour alone.
pub fn claimed(name: &str, side: &str) -> String {
    t!("online-claimed", name = name, color = side)
}
pub fn seat_held(side: &str) -> String {
    t!("online-seat-held", color = side)
}
pub fn left_table(side: &str) -> String {
    t!("online-left-table", color = side)
}
pub fn computer_took(side: &str) -> String {
    t!("online-computer-took", color = side)
}
pub fn seat_returned(side: &str) -> String {
    t!("online-seat-returned", color = side)
}
pub fn dice_checked(throws: usize) -> String {
    t!("online-dice-checked", throws = throws)
}
pub fn dice_failed(why: &str) -> String {
    t!("online-dice-failed", why = why)
}
pub fn stopped(why: &str) -> String {
    t!("online-stopped", why = why)
}
/// The host ended the game: said with where the game is kept.
pub fn host_left() -> String {
    format!("{} {}", t!("online-host-left"), t!("online-game-kept"))
}

/// The host closed the table after the game's end.
pub fn host_closed() -> String {
    t!("online-host-closed")
}

/// Why this window was not let in.
pub fn turned_away(code: ErrorCode) -> String {
    match code {
        ErrorCode::BadSecret => t!("online-turned-away-secret"),
        ErrorCode::Version => t!("online-turned-away-version"),
        ErrorCode::Watchers => t!("online-turned-away-full"),
        ErrorCode::NotLetIn => t!("online-turned-away-not-let-in"),
        ErrorCode::NoAnswer => t!("online-turned-away-no-answer"),
        _ => t!("online-turned-away-game"),
    }
}

/// A guest's report to the host (its check of the game failed).
pub fn guest_reported(code: ErrorCode) -> String {
    match code {
        ErrorCode::DiceCheckFailed => t!("online-guest-reported-dice"),
        _ => t!("online-guest-reported-rules"),
    }
}

/// Why the table refused what this window asked.
pub fn refused(code: ErrorCode) -> String {
    match code {
        ErrorCode::NotYourTurn | ErrorCode::Stale | ErrorCode::ThrowPending => {
            t!("online-refused-turn")
        }
        ErrorCode::SeatTaken | ErrorCode::NoSuchSeat | ErrorCode::NotYourSeat => {
            t!("online-refused-seat")
        }
        ErrorCode::IllegalMove => t!("online-refused-move"),
        ErrorCode::SeatsOpen => t!("online-refused-seats-open"),
        ErrorCode::BadSecret
        | ErrorCode::Version
        | ErrorCode::WrongGame
        | ErrorCode::Watchers
        | ErrorCode::NotLetIn
        | ErrorCode::NoAnswer => turned_away(code),
        ErrorCode::NotInThisGame
        | ErrorCode::NotStarted
        | ErrorCode::AlreadyStarted
        | ErrorCode::GameOver
        | ErrorCode::NotOver => t!("online-refused-not-now"),
        ErrorCode::Flood => t!("online-refused-flood"),
        ErrorCode::Divergence | ErrorCode::DiceCheckFailed => t!("online-refused-check"),
        // What only a damaged message or another program sends: the player can do no
        // more than join again (the log keeps the code for whoever looks into it).
        ErrorCode::HelloFirst
        | ErrorCode::AlreadyJoined
        | ErrorCode::Sequence
        | ErrorCode::TooLarge
        | ErrorCode::Malformed
        | ErrorCode::UnexpectedContribution
        | ErrorCode::WrongDirection => t!("online-refused-garbled"),
    }
}

pub fn watching() -> String {
    t!("online-watching")
}
pub fn rematch() -> String {
    t!("online-rematch")
}
pub fn rematch_started(game: u32) -> String {
    t!("online-rematch-started", game = game)
}
pub fn rejoin(game: &str, name: &str) -> String {
    t!("online-rejoin", game = game, name = name)
}
pub fn rejoin_damaged(why: &str) -> String {
    t!("online-rejoin-damaged", why = why)
}
pub fn rejoin_unwritten(why: &str) -> String {
    t!("online-rejoin-unwritten", why = why)
}
pub fn reconnect() -> String {
    t!("online-reconnect")
}
pub fn rules_none() -> String {
    t!("online-rules-none")
}

/// What is wrong with a pasted invitation.
pub fn invitation_error(e: &InvitationError) -> String {
    match e {
        InvitationError::NotAnInvitation => t!("online-invitation-not"),
        InvitationError::CutShort(_) => t!("online-invitation-cut-short"),
        InvitationError::TooLong => t!("online-invitation-too-long"),
        InvitationError::Version(v) => t!("online-invitation-version", version = v.as_str()),
        InvitationError::Game(g) => t!("online-invitation-game", game = g.as_str()),
        InvitationError::Key => t!("online-invitation-key"),
        InvitationError::Secret => t!("online-invitation-secret"),
        InvitationError::Address(a) => t!("online-invitation-address", address = a.as_str()),
        InvitationError::TooManyAddresses => t!("online-invitation-addresses"),
        InvitationError::Relay(r) => t!("online-invitation-relay", relay = r.as_str()),
        InvitationError::Nowhere => t!("online-invitation-nowhere"),
        InvitationError::NoRelay => t!("online-invitation-no-relay"),
    }
}
pub fn qr_code() -> String {
    t!("online-qr")
}
/// The QR code when it holds the link to the web edition (issue 65).
pub fn qr_link() -> String {
    t!("online-qr-link")
}
/// Why a browser cannot host with the relay setting it has (issue 65).
pub fn host_needs_relay() -> String {
    t!("online-host-needs-relay")
}
pub fn copy_link() -> String {
    t!("online-copy-link")
}
/// Why Copy link is off: no web page is set.
pub fn no_web_page() -> String {
    t!("online-no-web-page")
}
pub fn web_page() -> String {
    t!("online-web-page")
}
pub fn web_page_hint() -> String {
    t!("online-web-page-hint")
}
pub fn web_page_wrong() -> String {
    t!("online-web-page-wrong")
}
pub fn chat() -> String {
    t!("online-chat")
}
pub fn send() -> String {
    t!("online-send")
}
pub fn mute(name: &str) -> String {
    t!("online-mute", name = name)
}
pub fn relay() -> String {
    t!("online-relay")
}
pub fn relay_n0() -> String {
    t!("online-relay-n0")
}
pub fn relay_hint() -> String {
    t!("online-relay-hint")
}
pub fn relay_wrong() -> String {
    t!("online-relay-wrong")
}
pub fn computer_level() -> String {
    t!("online-computer-level")
}

// Games on this home network (issue 61).
pub fn show_on_network() -> String {
    t!("online-show-on-network")
}
pub fn show_on_network_hint() -> String {
    t!("online-show-on-network-hint")
}
pub fn short_code(code: &str) -> String {
    t!("online-short-code", code = code)
}
/// A guest asks to be let in, by the name it gave (or as one who gave none).
pub fn asks_to_join(name: &str) -> String {
    if name.trim().is_empty() {
        t!("online-asks-unnamed")
    } else {
        t!("online-asks-to-join", name = name)
    }
}
pub fn let_in() -> String {
    t!("online-let-in")
}
pub fn refuse() -> String {
    t!("online-refuse")
}
pub fn on_network() -> String {
    t!("online-on-network")
}
pub fn on_network_none() -> String {
    t!("online-on-network-none")
}
/// A game found on the network, its host by name (or "the host" when they gave none).
pub fn on_network_game(game: &str, host: &str, free: u8) -> String {
    t!(
        "online-on-network-game",
        game = game,
        host = host_named(host).as_str(),
        free = free
    )
}
pub fn ask_to_join() -> String {
    t!("online-ask-to-join")
}
pub fn code() -> String {
    t!("online-code")
}
pub fn code_wrong() -> String {
    t!("online-code-wrong")
}
pub fn waiting_let_in(host: &str) -> String {
    t!("online-waiting-let-in", host = host_named(host).as_str())
}
/// A host by the name they gave, or "the host" when they gave none.
pub fn host_named(name: &str) -> String {
    match name.trim() {
        "" => t!("online-the-host"),
        name => name.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, set_language};

    /// Issue 61: refusals were told with the protocol's raw codes ("The host refused
    /// (bad_secret)"). Every code is said in words, in every language.
    #[test]
    fn no_refusal_is_told_with_a_raw_code() {
        for lang in Lang::ALL {
            set_language(lang);
            for code in ErrorCode::ALL {
                let raw = serde_json::to_value(code).unwrap();
                let raw = raw.as_str().unwrap();
                for said in [refused(code), guest_reported(code)] {
                    assert!(
                        !said.contains(&format!("({raw})")) && !said.contains('_'),
                        "{lang:?} {code:?}: {said}"
                    );
                }
            }
        }
        set_language(Lang::En);
    }
}
