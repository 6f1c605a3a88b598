// Test support, deliberately not exported from the package index: production code must not
// be able to reach the fake broker.
export {
  type ContractBusFactory,
  type ContractBusOptions,
  describeEventBus,
  makeEvent,
} from './bus-contract';
export { FakeKafka, type FakeKafkaOptions, type FakeRecord } from './fake-kafka';
