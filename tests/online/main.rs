//! Online play over a real network, on this machine only: iroh endpoints bound to
//! 127.0.0.1 with no relay and no address lookup (`DHAYAM_ONLINE=loopback` is set for
//! every process as well, so a mistake cannot reach further).

mod cli;
mod ends;
