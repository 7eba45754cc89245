//! Words across the table: resignation, draw offers and answers, phrases and chat.

use super::{Host, HostNotice};
use crate::online::action::Action;
use crate::online::message::{ErrorCode, MAX_CHAT_CHARS, Message, SeatId};
use crate::online::record::Entry;
use crate::online::table::Agreement;

impl Host {
    /// Words across the table: resignation, draws, phrases, chat.
    pub(super) fn word(&mut self, seat: SeatId, action: Action) -> Result<(), ErrorCode> {
        match action {
            Action::Throw | Action::Move(_) => unreachable!("moves and throws are not words"),
            Action::Resign => {
                self.table.agree(Agreement::Resigned(seat))?;
                self.record.push(Entry::Resign { seat });
                self.broadcast_event(Message::Resign { seat });
                self.after_event();
            }
            Action::OfferDraw => {
                if self.table.has_dice() {
                    return Err(ErrorCode::NotInThisGame);
                }
                if self.table.is_over() {
                    return Err(ErrorCode::GameOver);
                }
                self.draw_offer = Some(seat);
                self.notices.push_back(HostNotice::DrawOffered { seat });
                self.broadcast(Message::DrawOffer { seat });
            }
            Action::AnswerDraw(accept) => {
                if self.table.has_dice() {
                    return Err(ErrorCode::NotInThisGame);
                }
                match self.draw_offer {
                    Some(by) if by != seat => {}
                    _ => return Err(ErrorCode::Stale),
                }
                self.draw_offer = None;
                if accept {
                    self.table.agree(Agreement::Drawn)?;
                    self.record.push(Entry::DrawAgreed);
                    self.broadcast_event(Message::DrawAnswer { seat, accept });
                    self.after_event();
                } else {
                    self.broadcast(Message::DrawAnswer { seat, accept });
                }
            }
            Action::Phrase(phrase) => {
                self.notices.push_back(HostNotice::Phrase { seat, phrase });
                self.broadcast(Message::Phrase { seat, phrase });
            }
            Action::Chat(text) => {
                if text.chars().count() > MAX_CHAT_CHARS || text.chars().any(char::is_control) {
                    return Err(ErrorCode::Malformed);
                }
                self.notices.push_back(HostNotice::Chat {
                    seat,
                    text: text.clone(),
                });
                self.broadcast(Message::Chat { seat, text });
            }
        }
        Ok(())
    }
}
