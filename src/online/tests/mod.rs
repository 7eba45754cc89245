//! Whole games between a host and its guests over in-memory queues: the bytes each end
//! gives are handed to the other as a transport would, with drops, returns, a lying
//! host and hostile guests.

mod admission;
mod clocks;
mod games;
mod holds;
mod hostile;
mod lies;
mod net;
mod refusals;
mod rematch;
mod spectators;
