//! Makruk's part of online play: its table as the protocol plays it (`table`). The
//! protocol itself, which knows no game, is `crate::online`; the host's clock is the
//! shared two-sided clock (`crate::clock`), as Makruk's window's is.

pub mod table;
