/**
 * The ledger writer for the paths that credit or hold a customer's deposit: the DynamoDB ledger, with
 * the customer told by email (through SES) of what each write booked (booking-notices.ts).
 */
import { announcingBookings } from '../../domain/notifications/booking-notices';
import { now } from '../clock';
import { dynamoLedger } from '../dynamodb-ledger';
import { customerNotifier } from './ses-customer-notifier';

export const announcingLedger = () => announcingBookings(dynamoLedger(), customerNotifier(), now);
