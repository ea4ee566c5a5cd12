// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {MarketVouchers} from "./MarketVouchers.sol";

/// @notice Mintfront's market, one per chain. Every sale is settled from a voucher the platform's signer
/// signed (EIP-712), after the server checked the rules the chain cannot know. Purchases pay the fee and
/// payees at once; auction bids and offers are escrowed here until accepted, outbid, refused or expired.
/// Native coin goes out by push with a gas cap and falls back to a credit withdrawable with `withdraw`.
contract MintfrontMarket is EIP712, Ownable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using MarketVouchers for MarketVouchers.SaleVoucher;
    using MarketVouchers for MarketVouchers.BidVoucher;
    using MarketVouchers for MarketVouchers.AcceptVoucher;

    enum OfferState {
        None,
        Open,
        Accepted,
        Credited
    }

    struct Offer {
        address bidder;
        uint64 expiry;
        OfferState state;
        bool auction;
        address currency;
        address nft;
        uint16 standard;
        uint256 amount;
        uint256 tokenId;
        uint256 quantity;
        uint256 saleId;
    }

    /// One box of a mystery-box sale (type 4) going to its buyer: box `position` of the sale's committed
    /// draw is `tokenId` of `nft`, held by `seller` (the store wallet); `purchaseNonce` is the nonce of the
    /// sale voucher that bought the box.
    struct BoxDelivery {
        uint256 saleId;
        uint256 position;
        uint256 purchaseNonce;
        address buyer;
        address nft;
        uint256 standard;
        uint256 tokenId;
        address seller;
    }

    uint256 private constant BPS = 10_000;
    /// Enough for a smart-contract wallet's receive; a payee that needs more (or refuses) is credited.
    uint256 private constant PUSH_GAS = 30_000;

    address public signer;
    /// Single-use nonces of every voucher kind, 256 per word (a run of nonces shares one storage slot).
    mapping(uint256 => uint256) private _nonceWords;
    mapping(uint256 => Offer) public offers;
    /// The standing (highest) bid of each auction, by sale id.
    mapping(uint256 => uint256) public highestOffer;
    /// A sale the platform cancelled or whose bid was accepted: no more bids or acceptances.
    mapping(uint256 => bool) public saleClosed;
    /// Funds owed to an account per currency (address(0) = native): refunds and refused pushes.
    mapping(address => mapping(address => uint256)) public credits;
    /// A box sale's draw, committed once: the merkle root of its positions (see `boxLeaf`).
    mapping(uint256 => bytes32) public boxRoot;
    /// Delivered box positions of each sale, 256 per word.
    mapping(uint256 => mapping(uint256 => uint256)) private _deliveredWords;

    event Sold(
        uint256 indexed saleId,
        address indexed buyer,
        address indexed nft,
        uint256 tokenId,
        uint256 quantity,
        uint256 unitPrice,
        address currency,
        uint256 nonce
    );
    event BidPlaced(
        uint256 indexed saleId,
        uint256 indexed offerId,
        address indexed bidder,
        address currency,
        uint256 amount,
        uint256 quantity,
        bool auction
    );
    /// An escrowed bid moved to the bidder's credit: outbid, refused, expired or its sale cancelled.
    event BidCredited(uint256 indexed saleId, uint256 indexed offerId, address indexed bidder, address currency, uint256 amount);
    event OfferAccepted(
        uint256 indexed saleId,
        uint256 indexed offerId,
        address indexed bidder,
        address nft,
        uint256 tokenId,
        uint256 quantity,
        address currency,
        uint256 amount,
        uint256 nonce
    );
    /// A native payment the receiver refused (or that needed more than PUSH_GAS), kept for `withdraw`.
    event PaymentCredited(address indexed account, address indexed currency, uint256 amount);
    event Withdrawn(address indexed account, address indexed currency, uint256 amount);
    event NonceCancelled(uint256 indexed nonce);
    event SaleCancelled(uint256 indexed saleId);
    event SignerChanged(address indexed signer);
    event BoxCommitted(uint256 indexed saleId, bytes32 root);
    event BoxDelivered(
        uint256 indexed saleId,
        uint256 indexed position,
        address indexed buyer,
        address nft,
        uint256 tokenId,
        uint256 purchaseNonce
    );

    error InvalidSignature();
    error NotBuyer();
    error VoucherExpired();
    error NonceUsed(uint256 nonce);
    error WrongPayment(uint256 expected, uint256 paid);
    error InvalidSplit();
    error InvalidQuantity();
    error InvalidStandard(uint256 standard);
    error SaleIsClosed(uint256 saleId);
    error BidTooLow(uint256 minimum);
    error CurrencyMismatch();
    error OfferNotOpen(uint256 offerId);
    error OfferExpired(uint256 offerId);
    error NotBidder();
    error OfferNotExpired(uint256 offerId);
    error NothingToWithdraw();
    error NotPlatform();
    error WithdrawFailed();
    error BoxAlreadyCommitted(uint256 saleId);
    error BoxNotCommitted(uint256 saleId);
    error EmptyBoxRoot();
    error PurchaseNotSettled(uint256 nonce);
    error NotInBox(uint256 saleId, uint256 position);
    error BoxAlreadyDelivered(uint256 saleId, uint256 position);

    modifier onlyPlatform() {
        if (msg.sender != signer && msg.sender != owner()) revert NotPlatform();
        _;
    }

    constructor(address initialOwner, address signer_) EIP712("MintfrontMarket", "1") Ownable(initialOwner) {
        signer = signer_;
        emit SignerChanged(signer_);
    }

    // ---- purchases ----

    function buy(MarketVouchers.SaleVoucher calldata v, bytes calldata signature) external payable nonReentrant {
        if (msg.sender != v.buyer) revert NotBuyer();
        if (block.timestamp > v.deadline) revert VoucherExpired();
        _checkSigner(v.hash(), signature);
        _useNonce(v.nonce);
        uint256 total = v.unitPrice * v.quantity;
        if (v.currency == address(0)) {
            if (msg.value != total) revert WrongPayment(total, msg.value);
        } else if (msg.value != 0) revert WrongPayment(0, msg.value);
        emit Sold(v.saleId, v.buyer, v.nft, v.tokenId, v.quantity, v.unitPrice, v.currency, v.nonce);
        _distribute(v.currency, v.buyer, total, v.payees, v.shares, v.feeBps, v.feeReceiver);
        _transferNft(v.nft, v.standard, v.seller, v.buyer, v.tokenId, v.quantity);
    }

    // ---- bids and offers ----

    function bid(MarketVouchers.BidVoucher calldata v, bytes calldata signature) external payable nonReentrant {
        if (msg.sender != v.bidder) revert NotBuyer();
        if (block.timestamp > v.deadline) revert VoucherExpired();
        if (saleClosed[v.saleId]) revert SaleIsClosed(v.saleId);
        if (v.quantity == 0 || (v.standard == 721 && v.quantity != 1)) revert InvalidQuantity();
        if (v.standard != 721 && v.standard != 1155) revert InvalidStandard(v.standard);
        if (v.nonce == 0) revert NonceUsed(0); // 0 marks "no standing bid"
        _checkSigner(v.hash(), signature);
        _useNonce(v.nonce);
        if (v.amount < v.minimumPrice || v.amount == 0) revert BidTooLow(v.minimumPrice);

        if (v.auction) {
            uint256 previousId = highestOffer[v.saleId];
            if (previousId != 0) {
                Offer storage previous = offers[previousId];
                if (previous.currency != v.currency) revert CurrencyMismatch();
                uint256 minimum = previous.amount + (previous.amount * v.incrementBps + BPS - 1) / BPS;
                if (minimum == previous.amount) minimum += 1;
                if (v.amount < minimum) revert BidTooLow(minimum);
                _credit(previousId, previous);
            }
            highestOffer[v.saleId] = v.nonce;
        }
        offers[v.nonce] = Offer({
            bidder: v.bidder,
            expiry: SafeCast.toUint64(v.expiry),
            state: OfferState.Open,
            auction: v.auction,
            currency: v.currency,
            nft: v.nft,
            standard: uint16(v.standard),
            amount: v.amount,
            tokenId: v.tokenId,
            quantity: v.quantity,
            saleId: v.saleId
        });
        emit BidPlaced(v.saleId, v.nonce, v.bidder, v.currency, v.amount, v.quantity, v.auction);

        if (v.currency == address(0)) {
            if (msg.value != v.amount) revert WrongPayment(v.amount, msg.value);
        } else {
            if (msg.value != 0) revert WrongPayment(0, msg.value);
            IERC20(v.currency).safeTransferFrom(v.bidder, address(this), v.amount);
        }
    }

    /// Settles an escrowed bid like a purchase; anyone may send the platform's voucher (the store wallet
    /// or the platform operator), the NFT always moves from `seller`, who approved the market.
    function accept(MarketVouchers.AcceptVoucher calldata v, bytes calldata signature) external nonReentrant {
        if (block.timestamp > v.deadline) revert VoucherExpired();
        _checkSigner(v.hash(), signature);
        _useNonce(v.nonce);
        Offer storage offer = offers[v.offerId];
        if (offer.state != OfferState.Open) revert OfferNotOpen(v.offerId);
        if (block.timestamp > offer.expiry) revert OfferExpired(v.offerId);
        uint256 saleId = offer.saleId;
        if (saleClosed[saleId]) revert SaleIsClosed(saleId);
        offer.state = OfferState.Accepted;
        saleClosed[saleId] = true;
        if (offer.auction) delete highestOffer[saleId];
        emit OfferAccepted(
            saleId,
            v.offerId,
            offer.bidder,
            offer.nft,
            offer.tokenId,
            offer.quantity,
            offer.currency,
            offer.amount,
            v.nonce
        );
        _distribute(offer.currency, address(this), offer.amount, v.payees, v.shares, v.feeBps, v.feeReceiver);
        _transferNft(offer.nft, offer.standard, v.seller, offer.bidder, offer.tokenId, offer.quantity);
    }

    /// The bidder takes back an open bid after its expiry (the sale ended and no one accepted it).
    function reclaim(uint256 offerId) external nonReentrant {
        Offer storage offer = offers[offerId];
        if (offer.state != OfferState.Open) revert OfferNotOpen(offerId);
        if (msg.sender != offer.bidder) revert NotBidder();
        if (block.timestamp <= offer.expiry) revert OfferNotExpired(offerId);
        _credit(offerId, offer);
        _withdraw(offer.currency);
    }

    /// The platform refuses an offer (the owner declined it, or chose another): its funds go to credit.
    function refuse(uint256 offerId) external onlyPlatform nonReentrant {
        Offer storage offer = offers[offerId];
        if (offer.state != OfferState.Open) revert OfferNotOpen(offerId);
        _credit(offerId, offer);
    }

    // ---- mystery boxes ----

    /// Fixes a box sale's draw before its first delivery; it can never change after.
    function commitBox(uint256 saleId, bytes32 root) external onlyPlatform {
        if (root == bytes32(0)) revert EmptyBoxRoot();
        if (boxRoot[saleId] != bytes32(0)) revert BoxAlreadyCommitted(saleId);
        boxRoot[saleId] = root;
        emit BoxCommitted(saleId, root);
    }

    /// Moves the token a bought box drew from the store wallet to its buyer, once per box position, and
    /// only a token the committed draw gives that position. The buyer is the platform's word (positions go
    /// to purchases in the order they were settled, which anyone can recount from the `Sold` events).
    function deliverBox(BoxDelivery calldata d, bytes32[] calldata proof) external onlyPlatform nonReentrant {
        bytes32 root = boxRoot[d.saleId];
        if (root == bytes32(0)) revert BoxNotCommitted(d.saleId);
        if (!_nonceIsUsed(d.purchaseNonce)) revert PurchaseNotSettled(d.purchaseNonce);
        bytes32 leaf = boxLeaf(d.saleId, d.position, d.nft, d.standard, d.tokenId, d.seller);
        if (!MerkleProof.verifyCalldata(proof, root, leaf)) revert NotInBox(d.saleId, d.position);
        mapping(uint256 => uint256) storage words = _deliveredWords[d.saleId];
        uint256 bit = 1 << (d.position & 0xff);
        uint256 word = words[d.position >> 8];
        if (word & bit != 0) revert BoxAlreadyDelivered(d.saleId, d.position);
        words[d.position >> 8] = word | bit;
        emit BoxDelivered(d.saleId, d.position, d.buyer, d.nft, d.tokenId, d.purchaseNonce);
        _transferNft(d.nft, d.standard, d.seller, d.buyer, d.tokenId, 1);
    }

    /// A draw's leaf (OpenZeppelin's double-hashed form): position, token and the wallet it leaves from.
    function boxLeaf(
        uint256 saleId,
        uint256 position,
        address nft,
        uint256 standard,
        uint256 tokenId,
        address seller
    ) public pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(saleId, position, nft, standard, tokenId, seller))));
    }

    function boxDelivered(uint256 saleId, uint256 position) external view returns (bool) {
        return _deliveredWords[saleId][position >> 8] & (1 << (position & 0xff)) != 0;
    }

    // ---- platform ----

    function cancelNonce(uint256 nonce) external onlyPlatform {
        _useNonce(nonce);
        emit NonceCancelled(nonce);
    }

    /// Stops bids and acceptances of a sale; an auction's standing bid is credited back to its bidder.
    function cancelSale(uint256 saleId) external onlyPlatform nonReentrant {
        if (saleClosed[saleId]) revert SaleIsClosed(saleId);
        saleClosed[saleId] = true;
        emit SaleCancelled(saleId);
        uint256 highest = highestOffer[saleId];
        if (highest != 0) _credit(highest, offers[highest]);
    }

    function setSigner(address signer_) external onlyOwner {
        signer = signer_;
        emit SignerChanged(signer_);
    }

    function nonceUsed(uint256 nonce) external view returns (bool) {
        return _nonceIsUsed(nonce);
    }

    function _nonceIsUsed(uint256 nonce) private view returns (bool) {
        return _nonceWords[nonce >> 8] & (1 << (nonce & 0xff)) != 0;
    }

    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    // ---- credits ----

    /// Pays out everything credited to the caller in `currency` (address(0) = native coin).
    function withdraw(address currency) external nonReentrant {
        _withdraw(currency);
    }

    function _withdraw(address currency) private {
        uint256 amount = credits[msg.sender][currency];
        if (amount == 0) revert NothingToWithdraw();
        credits[msg.sender][currency] = 0;
        emit Withdrawn(msg.sender, currency, amount);
        if (currency == address(0)) {
            (bool ok, ) = msg.sender.call{value: amount}("");
            if (!ok) revert WithdrawFailed();
        } else {
            IERC20(currency).safeTransfer(msg.sender, amount);
        }
    }

    function _credit(uint256 offerId, Offer storage offer) private {
        offer.state = OfferState.Credited;
        if (offer.auction && highestOffer[offer.saleId] == offerId) delete highestOffer[offer.saleId];
        credits[offer.bidder][offer.currency] += offer.amount;
        emit BidCredited(offer.saleId, offerId, offer.bidder, offer.currency, offer.amount);
    }

    // ---- internals ----

    function _checkSigner(bytes32 structHash, bytes calldata signature) private view {
        (address recovered, ECDSA.RecoverError err, ) = ECDSA.tryRecoverCalldata(
            _hashTypedDataV4(structHash),
            signature
        );
        if (err != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidSignature();
    }

    function _useNonce(uint256 nonce) private {
        uint256 bit = 1 << (nonce & 0xff);
        uint256 word = _nonceWords[nonce >> 8];
        if (word & bit != 0) revert NonceUsed(nonce);
        _nonceWords[nonce >> 8] = word | bit;
    }

    /// Pays the service fee, then the payees by their shares of the rest (the last takes the rounding).
    /// `from` is the buyer for an ERC-20 purchase and this contract for an escrowed bid.
    function _distribute(
        address currency,
        address from,
        uint256 total,
        address[] calldata payees,
        uint256[] calldata shares,
        uint256 feeBps,
        address feeReceiver
    ) private {
        if (payees.length == 0 || payees.length != shares.length || feeBps >= BPS) revert InvalidSplit();
        if (feeBps != 0 && feeReceiver == address(0)) revert InvalidSplit();
        uint256 fee = (total * feeBps) / BPS;
        _pay(currency, from, feeReceiver, fee);
        _payShares(currency, from, total - fee, payees, shares);
    }

    function _payShares(
        address currency,
        address from,
        uint256 rest,
        address[] calldata payees,
        uint256[] calldata shares
    ) private {
        uint256 left = rest;
        uint256 shareSum;
        for (uint256 i; i < payees.length; ++i) {
            if (payees[i] == address(0)) revert InvalidSplit();
            shareSum += shares[i];
            uint256 part = i + 1 == payees.length ? left : (rest * shares[i]) / BPS;
            left -= part;
            _pay(currency, from, payees[i], part);
        }
        if (shareSum != BPS) revert InvalidSplit();
    }

    function _pay(address currency, address from, address to, uint256 amount) private {
        if (amount == 0) return;
        if (currency == address(0)) {
            (bool ok, ) = to.call{value: amount, gas: PUSH_GAS}("");
            if (!ok) {
                credits[to][address(0)] += amount;
                emit PaymentCredited(to, address(0), amount);
            }
        } else if (from == address(this)) {
            IERC20(currency).safeTransfer(to, amount);
        } else {
            IERC20(currency).safeTransferFrom(from, to, amount);
        }
    }

    function _transferNft(
        address nft,
        uint256 standard,
        address seller,
        address to,
        uint256 tokenId,
        uint256 quantity
    ) private {
        if (quantity == 0) revert InvalidQuantity();
        if (standard == 721) {
            if (quantity != 1) revert InvalidQuantity();
            IERC721(nft).transferFrom(seller, to, tokenId);
        } else if (standard == 1155) {
            IERC1155(nft).safeTransferFrom(seller, to, tokenId, quantity, "");
        } else {
            revert InvalidStandard(standard);
        }
    }
}
