// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The EIP-712 vouchers of MintfrontMarket and their struct hashes; the type strings must match
/// packages/contracts/src/market-vouchers.ts.
library MarketVouchers {
    /// A purchase (sell order types 1, 3 and 4). `standard` is 721 or 1155; `unitPrice` is after discount.
    struct SaleVoucher {
        uint256 saleId;
        address buyer;
        address nft;
        uint256 standard;
        uint256 tokenId;
        uint256 quantity;
        uint256 unitPrice;
        address currency;
        address seller;
        address[] payees;
        uint256[] shares;
        uint256 feeBps;
        address feeReceiver;
        uint256 deadline;
        uint256 nonce;
    }

    /// A bid of an auction (`auction` true: only the highest stands) or an offer (type 2). `amount` is the
    /// whole bid for `quantity`; the escrow is keyed by the voucher's nonce (the offer id on chain).
    struct BidVoucher {
        uint256 saleId;
        address bidder;
        address nft;
        uint256 standard;
        uint256 tokenId;
        uint256 quantity;
        address currency;
        uint256 amount;
        bool auction;
        uint256 minimumPrice;
        uint256 incrementBps;
        uint256 expiry;
        uint256 deadline;
        uint256 nonce;
    }

    /// The owner's choice of an escrowed bid, signed by the platform once the console asked for it.
    struct AcceptVoucher {
        uint256 offerId;
        address seller;
        address[] payees;
        uint256[] shares;
        uint256 feeBps;
        address feeReceiver;
        uint256 deadline;
        uint256 nonce;
    }

    bytes32 internal constant SALE_TYPEHASH =
        keccak256(
            "SaleVoucher(uint256 saleId,address buyer,address nft,uint256 standard,uint256 tokenId,uint256 quantity,uint256 unitPrice,address currency,address seller,address[] payees,uint256[] shares,uint256 feeBps,address feeReceiver,uint256 deadline,uint256 nonce)"
        );
    bytes32 internal constant BID_TYPEHASH =
        keccak256(
            "BidVoucher(uint256 saleId,address bidder,address nft,uint256 standard,uint256 tokenId,uint256 quantity,address currency,uint256 amount,bool auction,uint256 minimumPrice,uint256 incrementBps,uint256 expiry,uint256 deadline,uint256 nonce)"
        );
    bytes32 internal constant ACCEPT_TYPEHASH =
        keccak256(
            "AcceptVoucher(uint256 offerId,address seller,address[] payees,uint256[] shares,uint256 feeBps,address feeReceiver,uint256 deadline,uint256 nonce)"
        );

    function hash(SaleVoucher calldata v) internal pure returns (bytes32) {
        bytes memory head = abi.encode(
            SALE_TYPEHASH,
            v.saleId,
            v.buyer,
            v.nft,
            v.standard,
            v.tokenId,
            v.quantity,
            v.unitPrice,
            v.currency,
            v.seller
        );
        return
            keccak256(
                abi.encodePacked(
                    head,
                    abi.encode(
                        keccak256(abi.encodePacked(v.payees)),
                        keccak256(abi.encodePacked(v.shares)),
                        v.feeBps,
                        v.feeReceiver,
                        v.deadline,
                        v.nonce
                    )
                )
            );
    }

    function hash(BidVoucher calldata v) internal pure returns (bytes32) {
        bytes memory head = abi.encode(
            BID_TYPEHASH,
            v.saleId,
            v.bidder,
            v.nft,
            v.standard,
            v.tokenId,
            v.quantity,
            v.currency
        );
        return
            keccak256(
                abi.encodePacked(
                    head,
                    abi.encode(v.amount, v.auction, v.minimumPrice, v.incrementBps, v.expiry, v.deadline, v.nonce)
                )
            );
    }

    function hash(AcceptVoucher calldata v) internal pure returns (bytes32) {
        return
            keccak256(
                abi.encode(
                    ACCEPT_TYPEHASH,
                    v.offerId,
                    v.seller,
                    keccak256(abi.encodePacked(v.payees)),
                    keccak256(abi.encodePacked(v.shares)),
                    v.feeBps,
                    v.feeReceiver,
                    v.deadline,
                    v.nonce
                )
            );
    }
}
